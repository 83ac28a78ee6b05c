import { msg } from '@lingui/core/macro';
import { Dialog } from 'antd-mobile';
import { registerSW } from 'virtual:pwa-register';
import { i18n } from './i18n/i18n.ts';

/**
 * Registers workers/sw.ts. A new version waits until the person agrees, so a form being typed is
 * never reloaded away; agreeing sends SKIP_WAITING and reloads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      Dialog.confirm({
        content: i18n._(msg({ id: 'pwa.texts.updateReady', message: 'A new version is ready. Reload now?' })),
        confirmText: i18n._(msg({ id: 'pwa.buttons.reload', message: 'Reload' })),
        cancelText: i18n._(msg({ id: 'pwa.buttons.later', message: 'Later' })),
        onConfirm: () => updateSW(true),
      });
    },
  });
}
