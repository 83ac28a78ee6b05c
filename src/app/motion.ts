import { reduceMotion, restoreMotion } from 'antd-mobile';

/** The query a media list is read from; `window.matchMedia` in the app. */
type MediaSource = (query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener'>;

/**
 * Follows the system's "reduce motion" setting, now and whenever it changes: antd-mobile's springs
 * (sheets, dialogs, action sheets, swipes) are skipped while it is on, as the app's own CSS
 * animations are (styles.css). People who get motion sick turn it on; a sheet then just appears.
 */
export function followReducedMotion(media: MediaSource = (q) => window.matchMedia(q)): void {
  const list = media('(prefers-reduced-motion: reduce)');
  const apply = () => (list.matches ? reduceMotion() : restoreMotion());
  apply();
  list.addEventListener('change', apply);
}
