import { describe, expect, it } from 'vitest';
import { SessionSchema } from '@smartmove/contract';
import { getSession, getSessionToken, isSession } from './session';

const base = { name: 'Dana', email: 'dana@example.com', userType: 173020001 };

describe('isSession', () => {
  it('agrees with the contract schema', () => {
    const samples: unknown[] = [
      { ...base, token: 'abc' },
      { ...base, token: { access_token: 'abc' } },
      { ...base, token: '' },
      { ...base, token: 'abc', userType: 1 },
      { ...base, token: { other: 'x' } },
      { token: 'abc' },
      null,
      'text',
    ];
    for (const sample of samples) expect(isSession(sample)).toBe(SessionSchema.safeParse(sample).success);
  });
});

describe('getSessionToken', () => {
  it('reads a plain string token and an object with access_token', () => {
    localStorage.setItem('user-session', JSON.stringify({ ...base, token: 'plain' }));
    expect(getSessionToken()).toBe('plain');
    localStorage.setItem('user-session', JSON.stringify({ ...base, token: { access_token: 'inner' } }));
    expect(getSessionToken()).toBe('inner');
  });

  it('treats a missing or broken entry as logged out', () => {
    localStorage.removeItem('user-session');
    expect(getSession()).toBeUndefined();
    localStorage.setItem('user-session', '{broken');
    expect(getSession()).toBeUndefined();
  });
});
