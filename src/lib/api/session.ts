import { constants } from '../../contract/constants.ts';
import { deleteUserData, readOwner, writeOwner } from '../offline/storage-keys.ts';
import { forgetEarlyCalls } from './early-call.ts';

/** Keys in localStorage; `heartbeatKey` is written by the live worker (product 7.10) and cleared here. */
export const storageKeys = {
  signedIn: 'signedIn',
  heartbeatKey: 'heartbeatKey',
} as const;

/** Where an earlier version kept the tokens themselves: removed wherever still found. */
const legacyTokenKeys = ['token', 'token2'] as const;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The session token and token2 live only in HttpOnly cookies the server sets (decision 049): no page
 * script can read them, this one included. What the app keeps is this mark, which is no secret: it
 * says a sign-in happened in this browser and until when its cookie lasts (so the guard need not
 * ask the server before showing /login), and its random `id` tells the live worker one sign-in
 * from the next. The server's answer is what counts: a 1003 clears the mark.
 */
export interface SignedInMark {
  id: string;
  expiresAt: number;
}

function randomId(): string {
  // getRandomValues, unlike randomUUID, also exists on a plain-http LAN address.
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function isMark(value: unknown): value is SignedInMark {
  const v = value as Partial<SignedInMark> | null;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.expiresAt === 'number';
}

/** The current sign-in, or null when there is none or its cookie has expired by now. */
export function signedInMark(): SignedInMark | null {
  try {
    const raw = localStorage.getItem(storageKeys.signedIn);
    const mark: unknown = raw === null ? null : JSON.parse(raw);
    return isMark(mark) && mark.expiresAt > Date.now() ? mark : null;
  } catch {
    return null;
  }
}

/** After the login call: the server has set the cookie for `cookieDays`; the app only notes it. */
export function markSignedIn(cookieDays: number = constants.defaultCookieDays): void {
  forgetEarlyCalls();
  const mark: SignedInMark = { id: randomId(), expiresAt: Date.now() + cookieDays * dayMs };
  try {
    localStorage.setItem(storageKeys.signedIn, JSON.stringify(mark));
  } catch {
    // Blocked storage: the guard sends the person to /login, where signing in works again.
  }
}

/** Tokens an earlier version stored where scripts read them: gone at the next start. */
export function forgetStoredTokens(): void {
  for (const key of legacyTokenKeys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Blocked storage holds nothing.
    }
  }
}

/** Forgets the session here: the mark, the websocket heartbeat key and the user's offline data. The server expires the cookies. */
export function clearSession(): void {
  forgetEarlyCalls();
  for (const key of Object.values(storageKeys)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing stored when storage is blocked.
    }
  }
  forgetStoredTokens();
  // Sign-out, 1003 and a failed start all end here: the user's offline cache and drafts go too.
  const owner = readOwner();
  writeOwner(null);
  if (owner !== null) void deleteUserData(owner).catch(() => undefined);
}

export function hasSession(): boolean {
  return signedInMark() !== null;
}
