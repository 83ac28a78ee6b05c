import type { GoogleStep } from '../../contract/index.ts';

/**
 * Account and password typed on /login, kept between the two steps when the server asks for a
 * Google code (code 1004). Memory only: a password never reaches storage, and a reload starts over.
 */
export interface PendingLogin extends GoogleStep {
  userName: string;
  password: string;
}

let pending: PendingLogin | null = null;

export function setPendingLogin(value: PendingLogin): void {
  pending = value;
}

export function getPendingLogin(): PendingLogin | null {
  return pending;
}

export function clearPendingLogin(): void {
  pending = null;
}
