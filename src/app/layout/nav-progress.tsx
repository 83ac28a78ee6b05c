import { useNavigation } from 'react-router';
import styles from './nav-progress.module.css';

/** A thin bar while a navigation waits for its guard or page chunk (fades in only when slow). */
export function NavProgress() {
  const busy = useNavigation().state !== 'idle';
  return busy ? <div className={styles.bar} aria-hidden="true" /> : null;
}
