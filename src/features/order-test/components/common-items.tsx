import { useLingui } from '@lingui/react/macro';
import { Form, Selector } from 'antd-mobile';
import { checkAmount } from '../amount.ts';
import { contractText } from '../schema-rule.ts';
import { TextInput } from './text-input.tsx';

type Validator = (_rule: unknown, value: unknown) => Promise<void>;

const requiredPick: Validator = async (_rule, value) => {
  if (!Array.isArray(value) || value.length === 0) throw new Error(contractText('validation.required'));
};

/** A single choice among few items (products, merchants) as large touch chips. */
export function PickItem<V extends number>(props: {
  name: string;
  label: string;
  options: { label: string; value: V }[];
  disabled?: boolean;
  onPick?: (value: V | undefined) => void;
}) {
  return (
    <Form.Item name={props.name} label={props.label} rules={[{ required: true, validator: requiredPick }]}>
      <Selector<V>
        columns={2}
        options={props.options}
        disabled={props.disabled}
        onChange={(v) => props.onPick?.(v[0])}
        aria-label={props.label}
      />
    </Form.Item>
  );
}

/**
 * The amount in major units, checked against the create call's rule for the chosen product; the
 * description says what is sent, so the x100 (or 1045's x10000) is never a surprise.
 */
export function AmountItem({ productId, disabled }: { productId: number | undefined; disabled?: boolean }) {
  const { t } = useLingui();
  const typed: unknown = Form.useWatch('amount');
  const now = checkAmount(typeof typed === 'string' ? typed : '', productId);
  const validator: Validator = async (_rule, value) => {
    const check = checkAmount(typeof value === 'string' ? value : '', productId);
    if (check.ok) return;
    if (check.reason === 'required') throw new Error(contractText('validation.required'));
    if (check.reason === 'zero')
      throw new Error(t({ id: 'orderTest.errors.amountZero', message: 'Enter an amount above 0' }));
    if (check.reason === 'format') {
      const places = check.places;
      throw new Error(
        t({ id: 'orderTest.errors.amountPlaces', message: `Amount: a number with at most ${places} decimal places` }),
      );
    }
    throw new Error(contractText(check.messageId));
  };
  const wire = now.ok ? now.wire : '';
  return (
    <Form.Item
      name="amount"
      label={t({ id: 'orderTest.fields.amount', message: 'Amount' })}
      rules={[{ required: true, validator }]}
      dependencies={['productIds']}
      description={
        now.ok ? t({ id: 'orderTest.texts.amountSent', message: `Sent as amount=${wire} (minor units)` }) : undefined
      }
    >
      <TextInput inputMode="decimal" disabled={disabled} placeholder="100.00" />
    </Form.Item>
  );
}
