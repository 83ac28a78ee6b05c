import { useLingui } from '@lingui/react/macro';
import { Dialog } from '../../components/sheets/overlays.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '../../contract/index.ts';
import { clearSession, hasSession, signedInMark, storageKeys } from '../../lib/api/session.ts';
import { runtimeConfig } from '../../lib/config.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { Notice, WorkerToTab } from '../../../workers/live/protocol.ts';
import styles from './live-banner.module.css';
import { afterExpiry, liveSession, noticeUrl } from './live-session.ts';
import { resetLiveStore, updateLive, useLiveSnapshot } from './live-store.ts';
import { postToServiceWorker } from './service-worker.ts';
import { NotificationAsk } from './notification-ask.tsx';
import { playNoticeSound, unlockSoundOnFirstTap } from './sound.ts';
import { openTransport, type LiveTransport } from './transport.ts';
import { IosInstallHint } from '../pwa/index.ts';
import { refreshHomeFigures } from '../home/index.ts';
import { clockText } from '../../lib/i18n/time-format.ts';

/** A logout's own 1003 may outrun its HTTP answer; after this long the sign-in mark is gone if it was ours. */
const expiryGraceMs = 500;

function storeHeartbeatKey(key: string): void {
  try {
    localStorage.setItem(storageKeys.heartbeatKey, key);
  } catch {
    // Blocked storage: the worker keeps the key for its own heartbeats anyway.
  }
}

/**
 * Mounted once in the signed-in frame: connects this tab to the live worker (one websocket and one
 * poll for all tabs), shows the new-order notice as a banner with sound until reset, hands each
 * firing to the service worker for the system notification, and on code 1003 says 登录已过期 and
 * goes to /login.
 */
export function LiveHost({ role }: { role: Role | undefined }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { state, notice, alert } = useLiveSnapshot();
  const transport = useRef<LiveTransport | null>(null);
  // Which sign-in this is (no secret: the token itself is in an HttpOnly cookie no script reads).
  const signIn = signedInMark()?.id;

  const timeOf = (n: Notice) => clockText(i18n.locale, n.createTime);
  const textOf = (n: Notice) => {
    const orderCode = n.orderCode;
    const time = timeOf(n);
    return t({ id: 'live.texts.newOrder', message: `New order ${orderCode} arrived at ${time}` });
  };

  // The worker's messages are handled with the latest render's texts and navigation.
  const onMessage = useRef<(m: WorkerToTab) => void>(() => {});
  const handle = (m: WorkerToTab) => {
    switch (m.type) {
      case 'state':
        updateLive({ state: m.state });
        break;
      case 'notice':
        // A notice for another order than the one shown: the poll found a new order (no push).
        if (m.notice && m.notice.orderCode !== notice?.orderCode) void refreshHomeFigures(queryClient);
        updateLive({ notice: m.notice, ...(m.notice ? {} : { alert: null }) });
        break;
      case 'alert':
        updateLive({ alert: m.notice });
        playNoticeSound();
        break;
      case 'notify':
        if (!role) break;
        void postToServiceWorker({
          type: 'LIVE_NOTICE',
          tag: m.notice.orderCode,
          title: t({ id: 'live.texts.newOrderTitle', message: 'New order' }),
          body: textOf(m.notice),
          url: noticeUrl(role, m.notice.orderCode),
          renotify: m.notice.repeat > 0,
        });
        break;
      case 'heartbeatKey':
        storeHeartbeatKey(m.key);
        break;
      case 'newOrder':
        // Home's figures, queue count and latest orders follow the order the alert announces.
        void refreshHomeFigures(queryClient);
        break;
      case 'expired':
        setTimeout(() => {
          const after = afterExpiry(signedInMark()?.id ?? null, m.signIn);
          if (after === 'keep') return;
          if (after === 'endHere') {
            void Dialog.alert({
              content: t({ id: 'live.texts.sessionExpired', message: 'Login expired' }),
              confirmText: t({ id: 'live.buttons.ok', message: 'OK' }),
            });
            clearSession();
            queryClient.clear();
          }
          void navigate('/login', { replace: true });
        }, expiryGraceMs);
        break;
    }
  };
  useEffect(() => {
    onMessage.current = handle;
  });

  useEffect(() => {
    if (!signIn || !role) return;
    const tr = openTransport((m) => onMessage.current(m));
    transport.current = tr;
    const start = () => tr.send({ type: 'start', session: liveSession(signIn, role, runtimeConfig(), location.href) });
    start();
    // Back from the back-forward cache: the worker forgot this tab when it left.
    const onShow = (e: PageTransitionEvent) => e.persisted && start();
    const onHide = () => tr.send({ type: 'bye' });
    addEventListener('pageshow', onShow);
    addEventListener('pagehide', onHide);
    return () => {
      removeEventListener('pageshow', onShow);
      removeEventListener('pagehide', onHide);
      // Signed out (the mark is gone for every tab): stop the socket for all of them.
      if (!hasSession()) tr.send({ type: 'stop' });
      tr.close();
      transport.current = null;
      resetLiveStore();
    };
  }, [signIn, role]);

  // The first tap after a load starts the audio, so an alert before any other tap still rings.
  useEffect(() => (role && role !== 'merchant' ? unlockSoundOnFirstTap() : undefined), [role]);

  // A tap on the system notification with the app open: the service worker asks us to go there.
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onSwMessage = (e: MessageEvent) => {
      const d = e.data as { type?: unknown; url?: unknown } | null;
      if (d?.type === 'LIVE_OPEN' && typeof d.url === 'string' && d.url.startsWith('/')) void navigate(d.url);
    };
    navigator.serviceWorker.addEventListener('message', onSwMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onSwMessage);
  }, [navigate]);

  // The connection's state for tests and support (a dot in the header could show it later).
  // The one-time iPhone install hint shares this spot in the page flow under the header.
  const stateMark = (
    <>
      <span hidden data-testid="live-state" data-state={state} />
      <IosInstallHint />
      <NotificationAsk role={role} />
    </>
  );
  if (!notice || !role) return stateMark;

  const reset = () => {
    transport.current?.send({ type: 'reset' });
    void postToServiceWorker({ type: 'LIVE_NOTICE_CLEAR', tag: notice.orderCode });
  };
  const askPermission = typeof Notification !== 'undefined' && Notification.permission === 'default';

  return (
    <>
      {stateMark}
      {/* A new key on each firing restarts the ring animation: every 5 s, with the sound (product 9). */}
      <div
        key={`${notice.orderCode}:${alert?.repeat ?? 0}`}
        className={`${styles.banner} ${alert ? styles.ringing : ''}`}
        role="alert"
        data-testid="live-notice"
        data-order-code={notice.orderCode}
      >
        <span className={styles.text}>{textOf(notice)}</span>
        <span className={styles.actions}>
          {askPermission && (
            <button type="button" className={styles.button} onClick={() => void Notification.requestPermission()}>
              {t({ id: 'live.buttons.allowNotifications', message: 'Allow notifications' })}
            </button>
          )}
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              void navigate(noticeUrl(role, notice.orderCode));
              reset();
            }}
          >
            {t({ id: 'live.buttons.open', message: 'Open' })}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={reset}>
            {t({ id: 'live.buttons.stopAlert', message: 'Stop the alert' })}
          </button>
        </span>
      </div>
    </>
  );
}
