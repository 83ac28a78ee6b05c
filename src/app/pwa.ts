import { msg } from '@lingui/core/macro';
import { Dialog } from '../components/sheets/overlays.ts';
import { registerSW } from 'virtual:pwa-register';
import { captureInstallPrompt } from '../features/pwa/index.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { isLanguage } from '../lib/i18n/language.ts';
import { manifestFile } from './pwa-manifest.ts';

/** A long-open tab (the on-call phone) still learns of a deployment. */
const updateCheckMs = 60 * 60_000;

let updatePromptOpen = false;

// At import, before main.tsx awaits the config and the catalog: Chromium may offer installing
// while those load, and fires the offer only once per page load.
captureInstallPrompt();

/**
 * A new version waits until the person agrees, so nothing typed is reloaded away and no tab runs
 * a half-updated app (old page, new chunks): agreeing sends SKIP_WAITING, and registerSW reloads
 * once the new worker controls the page. "Later" keeps the old version until the next start.
 */
function askToReload(updateSW: (reload: boolean) => Promise<void>): void {
  if (updatePromptOpen) return;
  updatePromptOpen = true;
  void Dialog.confirm({
    title: i18n._(msg({ id: 'pwa.titles.update', message: 'New version' })),
    content: i18n._(msg({ id: 'pwa.texts.updateReady', message: 'A new version is ready. Reload now?' })),
    confirmText: i18n._(msg({ id: 'pwa.buttons.reload', message: 'Reload' })),
    cancelText: i18n._(msg({ id: 'pwa.buttons.later', message: 'Later' })),
    onConfirm: () => {
      // registerSW reloads only when the page had a controller at registration ("isUpdate"); a
      // page whose first visit installed the worker would otherwise stay on the old code.
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      return updateSW(true);
    },
  }).finally(() => {
    updatePromptOpen = false;
  });
}

/** Points `<link rel="manifest">` at the manifest in the language on screen, so an install is named in it. */
function followLanguage(): void {
  const apply = () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const locale = i18n.locale;
    if (link && isLanguage(locale)) link.href = `/${manifestFile(locale)}`;
  };
  apply();
  i18n.on('change', apply);
}

/** Registers workers/sw.ts, offers updates and installing. Called once at start-up. */
export function registerServiceWorker(): void {
  followLanguage();
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => askToReload(updateSW),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && !registration.installing) void registration.update().catch(() => undefined);
      };
      setInterval(check, updateCheckMs);
      // Back to a phone's tab after hours in the pocket: look for a deployment at once.
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
}
