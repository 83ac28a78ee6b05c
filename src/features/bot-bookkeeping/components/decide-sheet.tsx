import { useLingui } from '@lingui/react/macro';
import { Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import {
  amountSchema,
  botFundRecordConfirmInput,
  botFundRecordRejectInput,
  toMinor,
  type BotFundRecordRow,
} from '../../../contract/index.ts';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { GoogleCodeField } from '../../../components/forms/google-code-field.tsx';
import { FieldError, SheetForm } from '../../../components/forms/sheet-form.tsx';
import { PasskeyInsteadButton } from '../../../components/forms/passkey-instead-button.tsx';
import list from '../../../components/list/list.module.css';
import { CenterPopup, Popup } from '../../../components/sheets/overlays.ts';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { passkeyStepUp } from '../../../lib/passkeys.ts';
import { useConfirmBotFundRecord, useGoogleRequired, useRejectBotFundRecord } from '../api/records.ts';
import { botFundLabels as l } from '../labels.ts';
import { reportedText } from '../reported-text.ts';
import styles from './bot-fund-records.module.css';

export type Decision = { kind: 'confirm' | 'reject'; row: BotFundRecordRow };

/** A bottom sheet on a phone, a dialog on a desktop. */
export function DecideSheet({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible={decision !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={wide ? list.dialog : list.sheet}
      destroyOnClose
    >
      {decision?.kind === 'confirm' && <ConfirmForm row={decision.row} onClose={onClose} />}
      {decision?.kind === 'reject' && <RejectForm row={decision.row} onClose={onClose} />}
    </Shell>
  );
}

const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/**
 * Confirm: the amount to move starts as the reported one (its sign is the report's); a report in
 * another currency than the balance's is converted here by the person confirming.
 */
function ConfirmForm({ row, onClose }: { row: BotFundRecordRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const googleRequired = useGoogleRequired();
  const confirm = useConfirmBotFundRecord();
  const [amount, setAmount] = useState((Math.abs(row.amount) / 100).toFixed(2));
  const [remark, setRemark] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Error | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const sign = row.amount > 0 ? 1 : -1;

  /** `withPasskey`: a passkey answers the balance operation's challenge in place of the code (decision 133). */
  const submit = async (withPasskey = false) => {
    const found: Record<string, string> = {};
    const typed = amountSchema.safeParse(amount.trim());
    if (!amount.trim()) found.amount = 'validation.required';
    else if (!typed.success) found.amount = 'validation.amount.format';
    const input = {
      id: row.id,
      amount: typed.success ? sign * toMinor(typed.data) : undefined,
      remark: remark.trim(),
      googleCode: googleRequired && !withPasskey ? googleCode : undefined,
    };
    if (googleRequired && !withPasskey && !googleCode) found.googleCode = 'validation.required';
    const all = { ...fieldErrors(botFundRecordConfirmInput, input), ...found };
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setServerError(null);
    try {
      if (withPasskey) setPasskeyBusy(true);
      const proof = withPasskey ? await passkeyStepUp('EnableGoogleVerifyForBalanceOperation') : input.googleCode;
      await confirm.mutateAsync({ ...input, googleCode: proof });
      Toast.show({
        icon: 'success',
        content: t({ id: 'botFundRecords.texts.confirmed', message: 'Confirmed: the balance has changed' }),
      });
      onClose();
    } catch (err) {
      setServerError(asError(err));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const moved = `${sign > 0 ? '+' : '-'}`;
  return (
    <SheetForm
      title={t({ id: 'botFundRecords.titles.confirm', message: 'Confirm the report' })}
      onSubmit={() => submit()}
    >
      <p className={styles.summary}>{`${row.userAccount} (${row.userName}) · ${reportedText(i18n, row)}`}</p>
      <div className={list.field}>
        <label htmlFor="bot-fund-amount" className={list.label}>
          {`${i18n._(l.amount)} (${moved})`}
        </label>
        <Input
          id="bot-fund-amount"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          className={list.input}
          aria-invalid={errors.amount ? true : undefined}
        />
        <FieldError id="bot-fund-amount" error={errors.amount} />
        <span className={list.label}>
          {sign > 0
            ? t({
                id: 'botFundRecords.texts.creditHint',
                message: 'Added to the balance. Reported in another currency? Type the amount in the balance currency.',
              })
            : t({
                id: 'botFundRecords.texts.debitHint',
                message:
                  'Taken from the available balance. Reported in another currency? Type the amount in the balance currency.',
              })}
        </span>
      </div>
      <div className={list.field}>
        <label htmlFor="bot-fund-remark" className={list.label}>
          {i18n._(l.remark)}
        </label>
        <TextArea
          id="bot-fund-remark"
          value={remark}
          onChange={setRemark}
          maxLength={255}
          rows={2}
          className={list.input}
        />
        <FieldError id="bot-fund-remark" error={errors.remark} />
      </div>
      {googleRequired && (
        <GoogleCodeField
          id="bot-fund-googleCode"
          value={googleCode}
          onChange={setGoogleCode}
          error={errors.googleCode}
        />
      )}
      {googleRequired && (
        <PasskeyInsteadButton busy={passkeyBusy} disabled={confirm.isPending} onPress={() => void submit(true)} />
      )}
      <FormSheetFooter
        failure={t({ id: 'botFundRecords.errors.confirmFailed', message: 'The report was not confirmed' })}
        error={serverError}
        submitText={t({
          id: 'botFundRecords.actions.confirmMove',
          message: `Confirm and move ${moved}${amount || '0'}`,
        })}
        busy={confirm.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}

/** Reject: the report is closed; no balance changes. */
function RejectForm({ row, onClose }: { row: BotFundRecordRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const reject = useRejectBotFundRecord();
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Error | null>(null);

  const submit = async () => {
    const input = { id: row.id, remark: remark.trim() };
    const all = fieldErrors(botFundRecordRejectInput, input);
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setServerError(null);
    try {
      await reject.mutateAsync(input);
      Toast.show({
        icon: 'success',
        content: t({ id: 'botFundRecords.texts.rejected', message: 'Rejected: no balance changed' }),
      });
      onClose();
    } catch (err) {
      setServerError(asError(err));
    }
  };

  return (
    <SheetForm title={t({ id: 'botFundRecords.titles.reject', message: 'Reject the report' })} onSubmit={submit}>
      <p className={styles.summary}>{`${row.userAccount} (${row.userName}) · ${reportedText(i18n, row)}`}</p>
      <div className={list.field}>
        <label htmlFor="bot-fund-reject-remark" className={list.label}>
          {i18n._(l.remark)}
        </label>
        <TextArea
          id="bot-fund-reject-remark"
          value={remark}
          onChange={setRemark}
          maxLength={255}
          rows={2}
          className={list.input}
        />
        <FieldError id="bot-fund-reject-remark" error={errors.remark} />
      </div>
      <FormSheetFooter
        failure={t({ id: 'botFundRecords.errors.rejectFailed', message: 'The report was not rejected' })}
        error={serverError}
        submitText={t({ id: 'botFundRecords.actions.reject', message: 'Reject' })}
        busy={reject.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}
