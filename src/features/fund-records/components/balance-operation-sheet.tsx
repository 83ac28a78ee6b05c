import { useLingui } from '@lingui/react/macro';
import { Input, Selector, TextArea, Toast } from 'antd-mobile';
import { CenterPopup, Popup } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import {
  FundReason,
  amountSchema,
  balanceOperationInput,
  balanceOperationReasons,
  signedOperationReasons,
  toMinor,
  type BalanceOperationReason,
  type BalanceOperationResult,
} from '../../../contract/index.ts';
import { fieldErrors } from '../../../components/forms/field-errors.ts';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { GoogleCodeField } from '../../../components/forms/google-code-field.tsx';
import { PasskeyInsteadButton } from '../../../components/forms/passkey-instead-button.tsx';
import { StepUpNote } from '../../../components/forms/step-up-note.tsx';
import { passkeyStepUp } from '../../../lib/passkeys.ts';
import { useStepUpRefresh, useStepUpWindow } from '../../../lib/step-up.ts';
import { FieldError, SheetForm } from '../../../components/forms/sheet-form.tsx';
import list from '../../../components/list/list.module.css';
import { formatMoney } from '../../../lib/money.ts';
import { useIsWide } from '../../../components/use-is-wide.ts';
import { useBalanceOperation, useGoogleRequired } from '../api/balance-operation.ts';
import { useHolderOptions } from '../api/get-holder-options.ts';
import { fundLabels as l, reasonLabels } from '../labels.ts';
import styles from './fund-records.module.css';

/** A user the operation is for, when the caller already knows it (a merchant's or supplier's detail). */
export interface OperationUser {
  id: number;
  account: string;
  name: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** Fixes the user: the picker is not shown. */
  user?: OperationUser;
  onDone?: (result: BalanceOperationResult) => void;
}

/**
 * 'Balance operation' (product 4): an admin adds or takes money for one of the reasons, with a remark
 * and, while EnableGoogleVerifyForBalanceOperation is on, their Google code. A bottom sheet on a
 * phone, a dialog on a desktop. Mountable anywhere a user is known (pass `user`).
 */
export function BalanceOperationSheet(props: Props) {
  const wide = useIsWide();
  const Shell = wide ? CenterPopup : Popup;
  return (
    <Shell
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={wide ? list.dialog : list.sheet}
      destroyOnClose
    >
      {props.open && <OperationForm {...props} />}
    </Shell>
  );
}

function OperationForm({ user, onClose, onDone }: Props) {
  const { t, i18n } = useLingui();
  const holders = useHolderOptions(!user);
  const { until: verifiedUntil, checking } = useStepUpWindow('EnableGoogleVerifyForBalanceOperation');
  const refreshStepUps = useStepUpRefresh();
  // A step-up window of this switch (decision 107) covers the operation: no code to type.
  const googleRequired = useGoogleRequired() && verifiedUntil === null;
  const operation = useBalanceOperation();
  const [userId, setUserId] = useState(user ? String(user.id) : '');
  const [reason, setReason] = useState<BalanceOperationReason>(FundReason.addBalance);
  const [decrease, setDecrease] = useState(false);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<Error | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const signed = signedOperationReasons.includes(reason);
  const title = t({ id: 'fundRecords.actions.balanceOperation', message: 'Balance operation' });

  /** `withPasskey`: a passkey answers this switch's challenge in place of the code (decision 133). */
  const submit = async (withPasskey = false) => {
    const found: Record<string, string> = {};
    const typed = amountSchema.safeParse(amount.trim());
    if (!amount.trim()) found.amount = 'validation.required';
    else if (!typed.success) found.amount = 'validation.amount.format';
    const minor = typed.success ? toMinor(typed.data) : 0;
    const input = {
      userId: userId === '' ? undefined : Number(userId),
      reason,
      amount: signed && decrease ? -minor : minor,
      remark: remark.trim(),
      googleCode: googleRequired && !withPasskey ? googleCode : undefined,
    };
    if (googleRequired && !withPasskey && !googleCode) found.googleCode = 'validation.required';
    const all = { ...fieldErrors(balanceOperationInput, input), ...found };
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setServerError(null);
    if (withPasskey) setPasskeyBusy(true);
    try {
      const proof = withPasskey ? await passkeyStepUp('EnableGoogleVerifyForBalanceOperation') : input.googleCode;
      const result = await operation.mutateAsync({ ...input, googleCode: proof } as Parameters<
        typeof operation.mutateAsync
      >[0]);
      const after = formatMoney(i18n, result.balanceAfter);
      Toast.show({
        icon: 'success',
        content: t({ id: 'fundRecords.texts.operationDone', message: `Done. The balance is now ${after}` }),
      });
      onDone?.(result);
      await refreshStepUps();
      onClose();
    } catch (err) {
      setServerError(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const fieldError = (name: string) => <FieldError id={`balance-op-${name}`} error={errors[name]} />;

  return (
    <SheetForm title={title} onSubmit={() => submit()}>
      <div className={list.field}>
        <label htmlFor="balance-op-user" className={list.label}>
          {i18n._(l.user)}
        </label>
        {user ? (
          <span id="balance-op-user" data-testid="balance-op-user">{`${user.account} (${user.name})`}</span>
        ) : (
          <select
            id="balance-op-user"
            className={styles.select}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            aria-invalid={errors.userId ? true : undefined}
          >
            <option value="">
              {t({ id: 'fundRecords.texts.pickUser', message: 'Choose a merchant or supplier' })}
            </option>
            {(holders.data ?? []).map((u) => (
              <option key={u.value} value={u.value}>{`${u.account} (${u.label})`}</option>
            ))}
          </select>
        )}
        {fieldError('userId')}
      </div>
      <div className={list.field}>
        <span className={list.label} id="balance-op-reason">
          {i18n._(l.reason)}
        </span>
        <Selector
          aria-labelledby="balance-op-reason"
          columns={2}
          options={balanceOperationReasons.map((r) => ({ value: String(r), label: i18n._(reasonLabels[r]) }))}
          value={[String(reason)]}
          onChange={(v) => v[0] && setReason(Number(v[0]) as BalanceOperationReason)}
        />
      </div>
      {signed && (
        <div className={list.field}>
          <span className={list.label} id="balance-op-direction">
            {i18n._(l.direction)}
          </span>
          <Selector
            aria-labelledby="balance-op-direction"
            columns={2}
            options={[
              { value: 'up', label: t({ id: 'fundRecords.texts.increase', message: 'Increase' }) },
              { value: 'down', label: t({ id: 'fundRecords.texts.decrease', message: 'Decrease' }) },
            ]}
            value={[decrease ? 'down' : 'up']}
            onChange={(v) => v[0] && setDecrease(v[0] === 'down')}
          />
        </div>
      )}
      <div className={list.field}>
        <label htmlFor="balance-op-amount" className={list.label}>
          {i18n._(l.amount)}
        </label>
        <Input
          id="balance-op-amount"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          placeholder="0.00"
          className={list.input}
          aria-invalid={errors.amount ? true : undefined}
        />
        {fieldError('amount')}
      </div>
      <div className={list.field}>
        <label htmlFor="balance-op-remark" className={list.label}>
          {i18n._(l.remark)}
        </label>
        <TextArea
          id="balance-op-remark"
          value={remark}
          onChange={setRemark}
          maxLength={255}
          rows={2}
          className={list.input}
        />
        {fieldError('remark')}
      </div>
      {verifiedUntil && <StepUpNote until={verifiedUntil} />}
      {googleRequired && !checking && (
        <GoogleCodeField
          id="balance-op-googleCode"
          value={googleCode}
          onChange={setGoogleCode}
          error={errors.googleCode}
        />
      )}
      {googleRequired && !checking && (
        <PasskeyInsteadButton busy={passkeyBusy} disabled={operation.isPending} onPress={() => void submit(true)} />
      )}
      <FormSheetFooter
        failure={t({ id: 'fundRecords.errors.operationFailed', message: 'The balance operation failed' })}
        error={serverError}
        submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
        busy={operation.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}
