import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the browser session. It lives at module level so that leaving the pages that
 * use it (for a page without data) and coming back keeps what was fetched.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
