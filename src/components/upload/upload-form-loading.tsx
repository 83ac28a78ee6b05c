import { useLingui } from '@lingui/react/macro';
import { DotLoading } from 'antd-mobile';
import styles from './upload.module.css';

/** What an upload screen shows while its form's code is on its way (it loads on the first open). */
export function UploadFormLoading() {
  const { t } = useLingui();
  return (
    <div
      className={styles.formLoading}
      role="status"
      aria-label={t({ id: 'uploads.texts.formLoading', message: 'Loading the upload form' })}
    >
      <DotLoading color="primary" />
    </div>
  );
}
