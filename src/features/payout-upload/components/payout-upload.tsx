import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { lazy, useState } from 'react';
import { UploadScreen } from '../../../components/upload/upload-screen.tsx';

// The form (file reading, templates, row checks) loads when the screen first opens (decision 062).
const PayoutUploadForm = lazy(async () => ({ default: (await import('./payout-upload-form.tsx')).PayoutUploadForm }));

/** The merchant's 'Upload' button of /payProxyOrder/list/merchant and the page it opens. */
export function PayoutUploadAction() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t({ id: 'payoutUpload.actions.open', message: 'Upload' })}
      </Button>
      <UploadScreen
        open={open}
        dirty={dirty}
        title={t({ id: 'payoutUpload.titles.page', message: 'Upload payouts' })}
        onClose={() => setOpen(false)}
      >
        <PayoutUploadForm onDirty={setDirty} onDone={() => setOpen(false)} />
      </UploadScreen>
    </>
  );
}
