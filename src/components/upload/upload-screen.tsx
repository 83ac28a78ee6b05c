import { useLingui } from '@lingui/react/macro';
import { NavBar } from 'antd-mobile';
import { Dialog, Popup } from '../sheets/overlays.ts';
import { Suspense, type ReactNode } from 'react';
import { UploadFormLoading } from './upload-form-loading.tsx';
import styles from './upload.module.css';

interface Props {
  open: boolean;
  title: string;
  /** Rows are read and not sent yet: closing asks first (product 5, 确定要关闭这一页吗). */
  dirty: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A full-screen page over the list it was opened from; the list is there again when it closes. Its
 * form may be lazy (its code loads on the first open, decision 062): dots show until it is in.
 */
export function UploadScreen({ open, title, dirty, onClose, children }: Props) {
  const { t } = useLingui();
  const close = () => {
    if (!dirty) return onClose();
    void Dialog.confirm({
      content: t({
        id: 'uploads.texts.closeConfirm',
        message: 'Close this page? The rows read from the file are not sent.',
      }),
    }).then((ok) => {
      if (ok) onClose();
    });
  };
  return (
    <Popup
      visible={open}
      position="right"
      onMaskClick={close}
      onClose={close}
      destroyOnClose
      bodyClassName={styles.screen}
      label={title}
    >
      <section className={styles.frame}>
        <NavBar onBack={close} backIcon backArrow>
          {title}
        </NavBar>
        <div className={styles.body}>
          <Suspense fallback={<UploadFormLoading />}>{children}</Suspense>
        </div>
      </section>
    </Popup>
  );
}
