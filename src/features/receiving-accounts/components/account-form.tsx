import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Input, Selector, Toast } from 'antd-mobile';
import { Popup } from '../../../components/sheets/overlays.ts';
import { useState } from 'react';
import { resourceFormSchema, resourceTypeDecls, type ResourceRow, type ResourceType } from '../../../contract/index.ts';
import { fieldErrors, fieldErrorText } from '../../../components/forms/field-errors.ts';
import { FormSheetFooter } from '../../../components/forms/form-sheet.tsx';
import { SheetField, SheetForm } from '../../../components/forms/sheet-form.tsx';
import styles from '../../../components/list/list.module.css';
import { BankPicker } from '../../banks/index.ts';
import { useProductOptions } from '../api/get-accounts.ts';
import { useSaveAccount } from '../api/save-account.ts';
import {
  emptyValues,
  integerFields,
  moneyFields,
  rowValues,
  textFieldsOf,
  toInput,
  type FormValues,
} from '../form-values.ts';
import { fieldLabels, labels, typeFieldLabels } from '../labels.ts';

const failure = msg({ id: 'receivingAccounts.errors.saveFailed', message: 'Saving failed' });

interface Props {
  type: ResourceType;
  /** The account being edited; null adds one. */
  editing: ResourceRow | null;
  open: boolean;
  onClose: () => void;
}

/** Add or edit an account of one type: its declared fields, checked by the contract's rules before sending. */
export function AccountForm(props: Props) {
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      {props.open && <FormBody {...props} />}
    </Popup>
  );
}

function FormBody({ type, editing, onClose }: Props) {
  const { t, i18n } = useLingui();
  const products = useProductOptions(type, editing === null);
  const only = products.data?.length === 1 ? products.data[0]?.id : undefined;
  const [values, setValues] = useState<FormValues>(() => (editing ? rowValues(editing) : emptyValues(type, undefined)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAccount();
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const productId = values.productId || (only === undefined ? '' : String(only));
  const declared = resourceTypeDecls[type].fields;

  const submit = async () => {
    const { input, moneyErrors } = toInput(type, { ...values, productId });
    const found = { ...fieldErrors(resourceFormSchema(type, editing !== null), input), ...moneyErrors };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const saved = await save
      .mutateAsync(
        editing
          ? { ...(input as Parameters<typeof save.mutateAsync>[0]), id: editing.id }
          : (input as Parameters<typeof save.mutateAsync>[0]),
      )
      .catch(() => null);
    if (!saved) return;
    Toast.show({ icon: 'success', content: t({ id: 'receivingAccounts.texts.saved', message: 'Saved' }) });
    onClose();
  };

  const field = (
    name: string,
    label: string,
    o: { numeric?: boolean; decimal?: boolean; secret?: boolean; hint?: string } = {},
  ) => {
    const id = `account-form-${name}`;
    const error = errors[name];
    return (
      <SheetField key={name} id={id} label={label} error={error}>
        <Input
          id={id}
          value={values[name] ?? ''}
          onChange={(v) => set(name, v)}
          type={o.secret ? 'password' : 'text'}
          inputMode={o.numeric ? 'numeric' : o.decimal ? 'decimal' : undefined}
          autoComplete={o.secret ? 'new-password' : 'off'}
          placeholder={o.hint}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </SheetField>
    );
  };

  // The bank comes from the directory; picking one fills an empty IFSC with its prefix.
  const bankField = (label: string) => {
    const id = 'account-form-bankName';
    return (
      <SheetField key="bankName" id={id} label={label} error={errors.bankName}>
        <BankPicker
          id={id}
          value={values.bankName ?? ''}
          purpose="account"
          country={type === 'kenya' ? 'KE' : type === 'unionPay' ? 'CN' : undefined}
          invalid={Boolean(errors.bankName)}
          onChange={(name, bank) =>
            setValues((v) => ({
              ...v,
              bankName: name,
              ...(bank && 'ifsc' in declared && !v.ifsc && /^[A-Z]{4}$/.test(bank.ifscPrefix)
                ? { ifsc: bank.ifscPrefix }
                : {}),
            }))
          }
        />
      </SheetField>
    );
  };

  const keepHint = t({ id: 'receivingAccounts.texts.keepPassword', message: 'Leave empty to keep the current one' });
  const title = editing
    ? t({ id: 'receivingAccounts.titles.edit', message: 'Edit account' })
    : t({ id: 'receivingAccounts.titles.add', message: 'Add account' });
  return (
    <SheetForm title={title} onSubmit={submit}>
      {editing === null && (
        <div className={styles.field}>
          <span className={styles.label}>{i18n._(labels.product)}</span>
          <Selector
            columns={1}
            options={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={productId ? [productId] : []}
            onChange={(v) => set('productId', v[0] ?? '')}
            aria-label={i18n._(labels.product)}
          />
          {errors.productId && (
            <span className={styles.fieldError} role="alert">
              {fieldErrorText(errors.productId)}
            </span>
          )}
        </div>
      )}
      {textFieldsOf(type).map((f) => {
        const secret = f === 'bankingPassword' || f === 'monitorPassword';
        const optional = declared[f] === false;
        const label =
          i18n._(typeFieldLabels[type]?.[f] ?? fieldLabels[f]) +
          (optional ? ` ${t({ id: 'receivingAccounts.texts.optional', message: '(optional)' })}` : '');
        if (f === 'bankName') return bankField(label);
        return field(f, label, { secret, numeric: f === 'cardNumber', hint: secret && editing ? keepHint : undefined });
      })}
      {integerFields.map((f) =>
        field(f, i18n._(labels[f]), {
          numeric: true,
          hint:
            f === 'dailyCountLimit'
              ? t({ id: 'receivingAccounts.texts.zeroNoLimit', message: '0 = no limit' })
              : f === 'floatUp' || f === 'floatDown'
                ? t({ id: 'receivingAccounts.texts.floatCents', message: '5 = five cents' })
                : undefined,
        }),
      )}
      {moneyFields.map((f) =>
        field(f, i18n._(labels[f]), {
          decimal: true,
          hint:
            f === 'dailyAmountLimit'
              ? t({ id: 'receivingAccounts.texts.zeroNoLimit', message: '0 = no limit' })
              : undefined,
        }),
      )}
      <FormSheetFooter
        failure={i18n._(failure)}
        error={save.error}
        submitText={t({ id: 'common.buttons.save', message: 'Save' })}
        busy={save.isPending}
        onCancel={onClose}
      />
    </SheetForm>
  );
}
