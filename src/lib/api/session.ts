import { constants } from '../../contract/index.ts';
import { deleteUserData, readOwner, writeOwner } from '../offline/storage-keys.ts';

/** Keys in localStorage; `heartbeatKey` is written by the live worker (spec 7.10) and cleared here. */
export const storageKeys = {
  token: 'token',
  token2: 'token2',
  heartbeatKey: 'heartbeatKey',
} as const;

const cookieName = 'token';
const dayMs = 24 * 60 * 60 * 1000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, expires: Date): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires.toUTCString()}; path=/; SameSite=Strict${secure}`;
}

/**
 * The session token lives in localStorage (sent as the `token` header) and in a `token` cookie
 * that the server also reads; the cookie's expiry is the session length the server asked for.
 */
export function getToken(): string | null {
  return read(storageKeys.token) ?? readCookie(cookieName);
}

export function getToken2(): string | null {
  return read(storageKeys.token2);
}

export function saveToken(token: string, cookieDays: number = constants.defaultCookieDays): void {
  try {
    localStorage.setItem(storageKeys.token, token);
  } catch {
    // Blocked storage: the cookie alone still carries the session.
  }
  writeCookie(cookieName, token, new Date(Date.now() + cookieDays * dayMs));
}

/** The second-level token of this session (spec 3); clearSession forgets it on sign-out. */
export function saveToken2(token2: string): void {
  try {
    localStorage.setItem(storageKeys.token2, token2);
  } catch {
    // Blocked storage: the server's token2 cookie still carries it.
  }
}

/** Forgets the session everywhere: tokens, the websocket heartbeat key and the cookie. */
export function clearSession(): void {
  for (const key of Object.values(storageKeys)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored when storage is blocked.
    }
  }
  writeCookie(cookieName, '', new Date(0));
  // Sign-out, 1003 and a failed start all end here: the user's offline cache and drafts go too.
  const owner = readOwner();
  writeOwner(null);
  if (owner !== null) void deleteUserData(owner).catch(() => undefined);
}

export function hasSession(): boolean {
  return Boolean(getToken());
}
