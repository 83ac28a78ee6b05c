import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Form } from 'antd-mobile';
import { createOrderInput, signedValue } from '../../../contract/index.ts';
import { channelFieldsFor, type ChannelField } from '../channel-fields.ts';
import { schemaRule } from '../schema-rule.ts';
import styles from './order-test.module.css';
import { TextInput } from './text-input.tsx';

const labels: Record<ChannelField, MessageDescriptor> = {
  userName: msg({ id: 'orderTest.fields.userName', message: 'Payer name' }),
  cardNumber: msg({ id: 'orderTest.fields.cardNumber', message: 'Card number' }),
  ifscCode: msg({ id: 'orderTest.fields.ifscCode', message: 'IFSC' }),
  bankName: msg({ id: 'orderTest.fields.bankName', message: 'Bank name' }),
  vpa: msg({ id: 'orderTest.fields.vpa', message: 'UPI VPA' }),
  mode: msg({ id: 'orderTest.fields.mode', message: 'Payment mode' }),
  address: msg({ id: 'orderTest.fields.address', message: 'Wallet address' }),
};

/** The optional payer fields the chosen product's channel uses (product 3 "optional by channel"). */
export function ChannelItems({ resourceType, disabled }: { resourceType: string | undefined; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const fields = channelFieldsFor(resourceType);
  if (fields.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>
        {t({ id: 'orderTest.titles.payerFields', message: 'Payer details (optional)' })}
      </h3>
      {fields.map((name) => (
        <Form.Item
          key={name}
          name={['channel', name]}
          label={i18n._(labels[name])}
          rules={[schemaRule(signedValue(createOrderInput.shape[name]))]}
        >
          <TextInput disabled={disabled} />
        </Form.Item>
      ))}
    </>
  );
}
