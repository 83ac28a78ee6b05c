import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd-mobile';
import { lazy, useState } from 'react';
import { UploadScreen } from '../../../components/upload/upload-screen.tsx';
import { useOrderUploadFlag } from '../api/get-upload-flag.ts';

// The form (file reading, row checks, the batch schemas) loads when the screen first opens: the
// list the button sits on renders without it (decision 062).
const OrderUploadForm = lazy(async () => ({ default: (await import('./order-upload-form.tsx')).OrderUploadForm }));

/** The upload button of /order/list/merchant: shown only while orderUploadFlag says the merchant may. */
export function OrderUploadAction({ merchant }: { merchant: boolean }) {
  const { t } = useLingui();
  const flag = useOrderUploadFlag(merchant);
  const [open, setOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  if (!merchant || !flag.data?.enabled) return null;
  return (
    <>
      <Button fill="outline" onClick={() => setOpen(true)}>
        {t({ id: 'orderUpload.actions.open', message: 'Upload orders' })}
      </Button>
      <UploadScreen
        open={open}
        dirty={dirty}
        title={t({ id: 'orderUpload.titles.page', message: 'Upload orders' })}
        onClose={() => setOpen(false)}
      >
        <OrderUploadForm maxRows={flag.data.maxRows} onDirty={setDirty} />
      </UploadScreen>
    </>
  );
}
