import { useLingui } from '@lingui/react/macro';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import {
  Code,
  testOrderOutcomes,
  testPayoutOutcomes,
  type SignType,
  type TestOutcome,
} from '../../../contract/index.ts';
import { translateServerMessage } from '../../../lib/i18n/server-messages.ts';
import { useSendTestDrive } from '../api/send-test-drive.ts';
import { TextInput } from './text-input.tsx';
import styles from './order-test.module.css';

interface Props {
  mchId: number;
  /** The key typed in the form: it must be the test key. */
  signKey: string;
  signType: SignType;
  /** The order the form created last, offered as the one to drive. */
  lastOrderCode: string | undefined;
  disabled: boolean;
}

/**
 * Test mode (decision 130): drives a test order or payout to an outcome, signed with the test key
 * typed above, as the merchant's server would call POST /v1.0/api/test/drive. The callback follows
 * as a live one would.
 */
export function TestDriveCard({ mchId, signKey, signType, lastOrderCode, disabled }: Props) {
  const { t } = useLingui();
  const drive = useSendTestDrive();
  const [kind, setKind] = useState<'order' | 'payout'>('order');
  const [orderCode, setOrderCode] = useState(lastOrderCode ?? '');
  // A newly created order becomes the one to drive (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(lastOrderCode);
  if (lastOrderCode !== seen) {
    setSeen(lastOrderCode);
    if (lastOrderCode) {
      setKind('order');
      setOrderCode(lastOrderCode);
    }
  }
  const labels: Record<TestOutcome, string> = {
    paid: t({ id: 'orderTest.buttons.drivePaid', message: 'Paid' }),
    timedOut: t({ id: 'orderTest.buttons.driveTimedOut', message: 'Timed out' }),
    rejected: t({ id: 'orderTest.buttons.driveRejected', message: 'Rejected' }),
    cancelled: t({ id: 'orderTest.buttons.driveCancelled', message: 'Cancelled' }),
  };
  const outcomes = kind === 'order' ? testOrderOutcomes : testPayoutOutcomes;
  const ready = !disabled && signKey.trim() !== '' && orderCode.trim() !== '';
  const answer = drive.data;
  const ok = answer?.code === Code.ok;
  return (
    <section className={styles.card} aria-labelledby="order-test-drive" data-testid="order-test-drive">
      <h2 id="order-test-drive" className={styles.heading}>
        {t({ id: 'orderTest.titles.drive', message: 'Test mode: drive to an outcome' })}
      </h2>
      <p className={styles.hint}>
        {t({
          id: 'orderTest.texts.driveHint',
          message:
            'Orders and payouts made with your test key move no money. Sign with the test key above, then choose what happens; the callback follows as for a live one.',
        })}
      </p>
      <Selector<'order' | 'payout'>
        columns={2}
        value={[kind]}
        onChange={(v) => v[0] && setKind(v[0])}
        disabled={disabled}
        options={[
          { label: t({ id: 'orderTest.fields.driveOrder', message: 'Order' }), value: 'order' },
          { label: t({ id: 'orderTest.fields.drivePayout', message: 'Payout' }), value: 'payout' },
        ]}
      />
      <label className={styles.hint} htmlFor="order-test-drive-code">
        {t({ id: 'orderTest.fields.driveCode', message: 'Order code' })}
      </label>
      <TextInput id="order-test-drive-code" value={orderCode} onChange={setOrderCode} disabled={disabled} />
      <div className={styles.driveButtons}>
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            disabled={!ready}
            loading={drive.isPending && drive.variables?.outcome === outcome}
            onClick={() => drive.mutate({ mchId, kind, orderCode, outcome, key: signKey, signType })}
          >
            {labels[outcome]}
          </Button>
        ))}
      </div>
      {answer && (
        <p
          role={ok ? 'status' : 'alert'}
          className={ok ? styles.ok : styles.fail}
          data-testid="order-test-drive-answer"
        >
          {ok && answer.data
            ? t({
                id: 'orderTest.texts.driven',
                message: `${answer.data.orderCode}: ${answer.data.eventType} recorded; its callback follows.`,
              })
            : `${answer.code} ${translateServerMessage(answer)}`}
        </p>
      )}
    </section>
  );
}
