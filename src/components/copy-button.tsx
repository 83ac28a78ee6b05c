import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { copyText } from './copy-text.ts';
import styles from './icon-button.module.css';

/** A copy button beside a value: order codes and checkout links go into chats and tickets. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const copy = async () => {
    const ok = await copyText(text);
    Toast.show(
      ok
        ? { icon: 'success', content: t({ id: 'orderTest.texts.copied', message: 'Copied' }) }
        : { icon: 'fail', content: t({ id: 'orderTest.errors.copyFailed', message: 'Copy failed' }) },
    );
  };
  return (
    <button type="button" className={styles.iconButton} aria-label={label} onClick={() => void copy()}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <rect x="8" y="8" width="12" height="12" rx="2" />
        <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
      </svg>
    </button>
  );
}
