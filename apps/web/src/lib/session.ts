import {
  SESSION_STORAGE_KEY,
  hasFakeEmail,
  isUserType,
  readSessionToken,
  type Session,
  type StaffRole,
} from '@smartmove/contract';
import { useSyncExternalStore } from 'react';

const SESSION_CHANGED = 'smartmove:session-changed';
const RETURN_TO_KEY = 'return-to';

type UnauthorizedHandler = (status: 401 | 403) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * The app root registers how to send the user to /sign-in (docs/product.md#api, global response handling).
 * It lives here rather than in the API client so that pages which never call the API do not load it.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function notifyUnauthorized(status: 401 | 403): void {
  onUnauthorized(status);
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

/**
 * Whether a parsed value is a stored session (the contract's SessionSchema, checked by hand so that every
 * page need not ship the schema library).
 */
export function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, name, email, userType } = value as Record<string, unknown>;
  const tokenIsValid =
    (typeof token === 'string' && token.length > 0) ||
    (typeof token === 'object' &&
      token !== null &&
      typeof (token as { access_token?: unknown }).access_token === 'string');
  return tokenIsValid && typeof name === 'string' && typeof email === 'string' && isUserType(userType);
}

/** The stored session, or undefined when logged out (or when the entry is not a valid session). */
export function getSession(): Session | undefined {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The bearer token in both of the spec's readings: a plain string, or an object with access_token. */
export function getSessionToken(): string | undefined {
  const session = getSession();
  return session ? readSessionToken(session.token) : undefined;
}

export function isLoggedIn(): boolean {
  return getSession() !== undefined;
}

export function saveSession(session: Session): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** Keeps the stored session's staff roles as the server last told them (they change without a new login). */
export function updateSessionRoles(roles: readonly StaffRole[]): void {
  const session = getSession();
  if (!session) return;
  const stored = session.roles ?? [];
  if (stored.length === roles.length && stored.every((role) => roles.includes(role))) return;
  saveSession({ ...session, roles: [...roles] });
}

/** Keeps whether the account waits for approval as the server last told it (the menus offer only what it can open). */
export function updateSessionPending(pending: boolean): void {
  const session = getSession();
  if (!session || (session.pending ?? false) === pending) return;
  saveSession({ ...session, pending });
}

/** Forgets the stored session only: the server would not renew it, so the visitor is logged out. */
export function clearSession(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

/** Logout clears all local storage (docs/product.md#forms). */
export function clearAllLocalStorage(): void {
  storage()?.clear();
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function sessionHasFakeEmail(session: Session | undefined): boolean {
  return hasFakeEmail(session?.email);
}

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const readRaw = () => storage()?.getItem(SESSION_STORAGE_KEY) ?? null;

/** The current session, re-rendering on login and logout (also from other tabs). */
export function useSession(): Session | undefined {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return raw === null ? undefined : getSession();
}

const FORBIDDEN_KEY = 'forbidden-url';

/** A page whose call was refused with 403: sign-in must not send the same user straight back to it. */
export function rememberForbiddenUrl(url: string): void {
  window.sessionStorage.setItem(FORBIDDEN_KEY, url);
}

/** The page last refused with 403 (once), or undefined. */
export function takeForbiddenUrl(): string | undefined {
  const url = window.sessionStorage.getItem(FORBIDDEN_KEY) ?? undefined;
  window.sessionStorage.removeItem(FORBIDDEN_KEY);
  return url;
}

/** Remembers the URL a guarded route was asked for, to return to after login. */
export function rememberReturnTo(url: string): void {
  window.sessionStorage.setItem(RETURN_TO_KEY, url);
}

/** The remembered URL (once), or undefined. Only same-site paths are returned. */
export function takeReturnTo(): string | undefined {
  const url = window.sessionStorage.getItem(RETURN_TO_KEY);
  window.sessionStorage.removeItem(RETURN_TO_KEY);
  return url && url.startsWith('/') && !url.startsWith('//') ? url : undefined;
}
