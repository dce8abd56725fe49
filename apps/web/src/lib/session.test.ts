import { describe, expect, it, vi } from 'vitest';
import { SessionSchema } from '@smartmove/contract';
import { getSession, getSessionToken, isSession, updateSessionRoles } from './session';

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

describe('updateSessionRoles', () => {
  it('stores the roles the server answers, and tells the page only when they changed', () => {
    localStorage.setItem('user-session', JSON.stringify({ ...base, token: 'plain' }));
    const changed = vi.fn();
    window.addEventListener('smartmove:session-changed', changed);
    updateSessionRoles(['recruiter']);
    expect(getSession()).toEqual({ ...base, token: 'plain', roles: ['recruiter'] });
    updateSessionRoles(['recruiter']);
    expect(changed).toHaveBeenCalledTimes(1);
    updateSessionRoles([]);
    expect(getSession()?.roles).toEqual([]);
    window.removeEventListener('smartmove:session-changed', changed);
  });

  it('does nothing when nobody is signed in', () => {
    localStorage.removeItem('user-session');
    updateSessionRoles(['admin']);
    expect(getSession()).toBeUndefined();
  });
});
