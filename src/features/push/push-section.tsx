import { useLingui } from '@lingui/react/macro';
import { Switch } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pushCalls, type Role } from '../../contract/index.ts';
import { isApiError, request } from '../../lib/api/client.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { noticeUrl } from '../live/index.ts';
import type { PushNoticeTexts } from '../../lib/push-notice-texts.ts';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushBlocker,
  PushTimedOut,
  pushTimeoutMs,
  PushUnavailable,
  saveNoticeTexts,
  withinPushTimeout,
  type PushBlocker,
} from './push-browser.ts';
import styles from './push-section.module.css';

const pushKeys = { status: ['push', 'status'] as const, local: ['push', 'local'] as const };

/**
 * Personal center: push alerts of new orders on this device, also with the app closed. On means
 * this browser's subscription is one the server holds for the signed-in user.
 */
export function PushSection({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [blocker, setBlocker] = useState<PushBlocker>(pushBlocker);
  const status = useQuery({
    queryKey: pushKeys.status,
    queryFn: ({ signal }) => request(pushCalls.status, {}, { signal }),
    enabled: blocker !== 'unsupported',
  });
  const local = useQuery({
    queryKey: pushKeys.local,
    queryFn: async () => (await currentSubscription())?.endpoint ?? null,
    enabled: blocker !== 'unsupported',
  });
  const on = Boolean(local.data && status.data?.endpoints.includes(local.data));

  const texts = (): PushNoticeTexts => {
    // Placeholders the service worker fills per order: it has no catalogs of its own.
    const orderCode = '{orderCode}';
    const time = '{time}';
    return {
      title: t({ id: 'live.texts.newOrderTitle', message: 'New order' }),
      body: t({ id: 'live.texts.newOrder', message: `New order ${orderCode} arrived at ${time}` }),
      url: noticeUrl(role, 'ORDERCODE').replace('ORDERCODE', '{orderCode}'),
      locale: i18n.locale,
    };
  };

  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      withinPushTimeout((signal) => (next ? enablePush(texts(), signal) : disablePush(signal))),
    // Never queued offline: a subscription only means something once the server holds it.
    networkMode: 'always',
    onError: (e) => {
      if (e instanceof PushUnavailable) setBlocker(e.reason);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pushKeys.status }),
        queryClient.invalidateQueries({ queryKey: pushKeys.local }),
      ]),
  });

  // The texts follow the language: opening the personal center after a switch rewords later pushes.
  const locale = i18n.locale;
  useEffect(() => {
    if (on) void saveNoticeTexts(texts());
    // texts() reads only the locale and the role.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, locale, role]);

  const apiFailure = toggle.error && isApiError(toggle.error) ? toggle.error : (status.error ?? null);
  const timedOut = toggle.error instanceof PushTimedOut;
  const timeoutSeconds = pushTimeoutMs / 1000;
  const browserFailure =
    toggle.error !== null && !timedOut && !(toggle.error instanceof PushUnavailable) && !isApiError(toggle.error);
  return (
    <section className={styles.section} aria-labelledby="push-alerts">
      <div className={styles.head}>
        <h2 id="push-alerts" className={styles.title}>
          {t({ id: 'push.titles.section', message: 'Push alerts' })}
        </h2>
        <Switch
          checked={on}
          loading={toggle.isPending}
          disabled={blocker === 'unsupported' || (blocker === 'denied' && !on) || status.isPending}
          onChange={(next) => toggle.mutate(next)}
          aria-label={t({ id: 'push.labels.toggle', message: 'Push alerts for new orders' })}
        />
      </div>
      <p className={styles.text}>
        {on
          ? t({ id: 'push.texts.on', message: 'New orders are pushed to this device, even when the app is closed.' })
          : t({
              id: 'push.texts.off',
              message: 'Turn on to be alerted of new orders on this device, even when the app is closed.',
            })}
      </p>
      {blocker === 'unsupported' && (
        <p className={styles.notice} role="status">
          {t({
            id: 'push.texts.unsupported',
            message:
              'This browser cannot receive push alerts. On an iPhone, add the app to the home screen and open it from there.',
          })}
        </p>
      )}
      {blocker === 'denied' && (
        <p className={styles.notice} role="status">
          {t({
            id: 'push.texts.denied',
            message:
              'Notifications are blocked for this site. Allow them in the browser\u2019s site settings, then try again.',
          })}
        </p>
      )}
      {timedOut && (
        <p className={styles.notice} role="alert">
          {t({
            id: 'push.texts.timedOut',
            message: `Push alerts could not be set up within ${timeoutSeconds} seconds: the browser\u2019s push service did not answer. Check the connection and try again.`,
          })}
        </p>
      )}
      {browserFailure && (
        <p className={styles.notice} role="status">
          {t({
            id: 'push.texts.subscribeFailed',
            message: 'This browser could not set up push alerts. Try again later or use another browser.',
          })}
        </p>
      )}
      <ErrorAlert error={apiFailure} />
    </section>
  );
}
