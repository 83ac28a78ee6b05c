import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallState {
  /** The browser offers installing now: the button may show. */
  offer: BeforeInstallPromptEvent | null;
  installed: boolean;
}

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();

function update(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/**
 * Listens from the first moment (src/app/pwa.ts at start-up): Chromium fires the offer once,
 * early, often before the personal center is ever opened, and only once per page load.
 */
export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (e) => {
    // Keeps the browser's own mini-infobar away: the app offers installing where it fits.
    e.preventDefault();
    update({ offer: e as BeforeInstallPromptEvent });
  });
  addEventListener('appinstalled', () => update({ offer: null, installed: true }));
}

/** Shows the browser's install dialog; an offer can be used once, accepted or not. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = state.offer;
  if (!offer) return 'unavailable';
  update({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') update({ installed: true });
  return outcome;
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Opened from the home screen (or as an installed app window). */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
  );
}

/**
 * iPhone and iPad Safari: no install offer, only Share > Add to Home Screen. iPadOS reports a Mac,
 * told apart by touch. Other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add web apps before iOS 16.4
 * and word the menu differently, so the hint is for Safari only.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export const iosHintKey = 'pwa.iosHintDismissed';

/** Whether to show the one-time add-to-home-screen hint on this device. */
export function wantsIosHint(): boolean {
  if (!isIosSafari(navigator.userAgent, navigator.maxTouchPoints) || isStandalone()) return false;
  try {
    return localStorage.getItem(iosHintKey) === null;
  } catch {
    return false;
  }
}

export function dismissIosHint(): void {
  try {
    localStorage.setItem(iosHintKey, new Date().toISOString());
  } catch {
    // Blocked storage: the hint shows again next time, which is harmless.
  }
}
