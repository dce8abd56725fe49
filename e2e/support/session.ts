import type { Page } from '@playwright/test';

export const DEMO_PHONES = { employee: '+12015550123', partner: '+12015550124' } as const;
export const USER_TYPE_CODES = { employee: 173020001, partner: 173020000 } as const;

/**
 * Stores a session entry in localStorage as the spec describes it. The token is not a valid one:
 * use it only where no authenticated call is made (the client guard, the header's logged-in state).
 */
export async function storeSessionEntry(
  page: Page,
  role: keyof typeof USER_TYPE_CODES,
  name = 'Dana Employee',
) {
  await page.evaluate(
    ({ userType, userName }) =>
      localStorage.setItem(
        'user-session',
        JSON.stringify({ token: 'not-a-real-token', name: userName, email: 'dana@example.com', userType }),
      ),
    { userType: USER_TYPE_CODES[role], userName: name },
  );
}
