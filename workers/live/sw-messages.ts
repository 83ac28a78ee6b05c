/** What a tab asks the service worker to do for the live notifier (workers/sw.ts). */
export type LiveSwMessage =
  | {
      type: 'LIVE_NOTICE';
      /** The order code: all tabs together show one notification per order. */
      tag: string;
      title: string;
      body: string;
      /** Opened or focused on click. */
      url: string;
      /** False for the first firing; true for repeats, so the phone rings again. */
      renotify: boolean;
    }
  | { type: 'LIVE_NOTICE_CLEAR'; tag: string };

export function isLiveSwMessage(value: unknown): value is LiveSwMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'LIVE_NOTICE' || type === 'LIVE_NOTICE_CLEAR';
}
