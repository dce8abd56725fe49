import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS, type AddCase } from '@smartmove/contract';
import type { DemoSessions } from './fixtures';
import type { DemoPerson } from './session';

/** The demo person's bearer token, from the signed-in browser storage the fixtures keep for them. */
export async function demoToken(demoSessions: DemoSessions, person: DemoPerson): Promise<string> {
  const state = await demoSessions.storageState(person);
  const entry = state.origins[0]?.localStorage.find((item) => item.name === 'user-session');
  if (!entry) throw new Error(`No session for ${person}`);
  return (JSON.parse(entry.value) as { token: string }).token;
}

/** Raises a support case through the API, as /new-cases does. */
export async function raiseCase(request: APIRequestContext, token: string, supportCase: AddCase) {
  const response = await request.post(API_PATHS.addCase, {
    data: supportCase,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; reference: string };
}

/** A staff reply on a case through the API, as the case page's "Send reply" does. */
export async function replyToCase(request: APIRequestContext, token: string, id: string, body: string) {
  const response = await request.post(API_PATHS.replyCase, {
    data: { id, body },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
