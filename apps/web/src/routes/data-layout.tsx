import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

/**
 * The pathless layout of every page that reads or writes through TanStack Query. Pages without data
 * (home, marketing, blog) sit outside it and never load the query library.
 */
export default function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
