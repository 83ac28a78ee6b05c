import type { PushOrderPayload } from '../contract/index.ts';
import { clockText } from './i18n/time-format.ts';

/**
 * The words of a push notification, written by the app in the user's language when push is
 * turned on and read by the service worker, which has no catalogs. Placeholders {orderCode} and
 * {time} are filled in by the service worker for each order.
 */
export interface PushNoticeTexts {
  title: string;
  body: string;
  /** Where tapping leads; {orderCode} is replaced, URL-encoded. */
  url: string;
  locale: string;
}

/** idb-keyval key, readable from the service worker (same origin, same default store). */
export const pushNoticeKey = 'push.noticeTexts';

/** Until the app has written its texts (or after they were cleared): English, the staff order list. */
export const defaultNoticeTexts: PushNoticeTexts = {
  title: 'New order',
  body: 'New order {orderCode} arrived at {time}',
  url: '/order/list?orderCode={orderCode}',
  locale: 'en',
};

export function isNoticeTexts(v: unknown): v is PushNoticeTexts {
  const o = v as Partial<Record<keyof PushNoticeTexts, unknown>> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.title === 'string' &&
    typeof o.body === 'string' &&
    typeof o.url === 'string' &&
    typeof o.locale === 'string'
  );
}

export function isOrderPayload(v: unknown): v is PushOrderPayload {
  const o = v as Partial<Record<keyof PushOrderPayload, unknown>> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    o.type === 'newOrder' &&
    typeof o.orderCode === 'string' &&
    typeof o.createTime === 'string'
  );
}

/** The notification of one order: tagged with its code, like the live notifier's, so each order shows once. */
export function orderNotice(
  texts: PushNoticeTexts,
  order: PushOrderPayload,
): { title: string; body: string; tag: string; url: string } {
  let time = order.createTime;
  try {
    time = clockText(texts.locale, order.createTime);
  } catch {
    // An unknown locale tag: the ISO time is still readable.
  }
  const fill = (s: string, code: string) => s.split('{orderCode}').join(code).split('{time}').join(time);
  return {
    title: texts.title,
    body: fill(texts.body, order.orderCode),
    tag: order.orderCode,
    url: fill(texts.url, encodeURIComponent(order.orderCode)),
  };
}
