import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Selector, Toast } from 'antd-mobile';
import {
  payGatewayCalls,
  payGatewayKinds,
  type PayGatewayRow,
  type PayoutProductOption,
} from '../../../contract/index.ts';
import { FormSheet, type FormField, type Values } from '../../../components/forms/form-sheet.tsx';
import { useSaveGateway } from '../api.ts';
import { gatewayLabels as l, kindLabels, secretText } from '../labels.ts';

const failure = msg({ id: 'payGateways.errors.saveFailed', message: 'Saving the gateway failed' });

/** Minor units as typed in a field: 150000 → "1500.00"; 0 (no limit) → empty. */
const typed = (minor: number) =>
  minor === 0 ? '' : `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * Adds a gateway (gateway = null) or changes one. Credentials are typed, never shown: on a change
 * an empty field keeps the stored value, and the placeholder says which one is set.
 */
export function GatewayForm({
  gateway,
  products,
  onClose,
}: {
  gateway: PayGatewayRow | null;
  products: PayoutProductOption[];
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveGateway();
  const keep = (s: PayGatewayRow['keyId']) =>
    t({ id: 'payGateways.texts.keepSecret', message: `${secretText(i18n, s)}: leave empty to keep it` });
  const credential = (name: 'keyId' | 'keySecret' | 'webhookSecret'): FormField => ({
    name,
    label: l[name],
    kind: name === 'keyId' ? 'text' : 'password',
    maxLength: 200,
    placeholder: gateway ? keep(gateway[name]) : undefined,
  });
  const yesNo = [
    { value: 'true', label: t({ id: 'common.texts.yes', message: 'Yes' }) },
    { value: 'false', label: t({ id: 'common.texts.no', message: 'No' }) },
  ];
  const noLimit = t({ id: 'payGateways.texts.noLimit', message: 'Empty: no limit' });
  return (
    <FormSheet
      open
      onClose={onClose}
      wideDialog
      title={
        gateway
          ? t({ id: 'payGateways.actions.edit', message: 'Edit gateway' })
          : t({ id: 'payGateways.actions.add', message: 'Add gateway' })
      }
      intro={
        <p>
          {t({
            id: 'payGateways.texts.formIntro',
            message:
              'Payouts of the chosen products whose amount fits the limits are paid through this gateway instead of a supplier. Keys are stored encrypted and never shown again.',
          })}
        </p>
      }
      fields={[
        { name: 'name', label: l.name, kind: 'text', maxLength: 64, autoFocus: !gateway },
        {
          name: 'kind',
          label: l.kind,
          kind: 'choice',
          options: payGatewayKinds.map((k) => ({ value: k, label: i18n._(kindLabels[k]) })),
        },
        { name: 'baseUrl', label: l.baseUrl, kind: 'text', maxLength: 255, placeholder: 'https://api.razorpay.com' },
        { name: 'accountNumber', label: l.accountNumber, kind: 'text', maxLength: 40 },
        credential('keyId'),
        credential('keySecret'),
        credential('webhookSecret'),
        { name: 'enabled', label: l.enabled, kind: 'choice', options: yesNo },
        {
          name: 'productIds',
          label: l.products,
          kind: 'choice',
          render: ({ value, set }) => (
            <Selector
              multiple
              columns={1}
              aria-label={i18n._(l.products)}
              options={products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.currency})` }))}
              value={value ? value.split(',') : []}
              onChange={(v) => set('productIds', v.join(','))}
            />
          ),
        },
        { name: 'minAmount', label: l.minAmount, kind: 'decimal', maxLength: 16, placeholder: noLimit },
        { name: 'maxAmount', label: l.maxAmount, kind: 'decimal', maxLength: 16, placeholder: noLimit },
        { name: 'dailyLimit', label: l.dailyLimit, kind: 'decimal', maxLength: 16, placeholder: noLimit },
      ]}
      initial={{
        name: gateway?.name ?? '',
        kind: gateway?.kind ?? 'razorpayx',
        baseUrl: gateway?.baseUrl ?? '',
        accountNumber: gateway?.accountNumber ?? '',
        keyId: '',
        keySecret: '',
        webhookSecret: '',
        enabled: String(gateway?.enabled ?? false),
        productIds: (gateway?.productIds ?? []).join(','),
        minAmount: typed(gateway?.minAmount ?? 0),
        maxAmount: typed(gateway?.maxAmount ?? 0),
        dailyLimit: typed(gateway?.dailyLimit ?? 0),
      }}
      schema={payGatewayCalls.save.input}
      toInput={(v: Values) => ({
        ...(gateway ? { id: gateway.id } : {}),
        name: (v.name ?? '').trim(),
        kind: v.kind,
        baseUrl: (v.baseUrl ?? '').trim(),
        accountNumber: (v.accountNumber ?? '').trim(),
        keyId: (v.keyId ?? '').trim(),
        keySecret: (v.keySecret ?? '').trim(),
        webhookSecret: (v.webhookSecret ?? '').trim(),
        enabled: v.enabled === 'true',
        productIds: (v.productIds ?? '').split(',').filter(Boolean).map(Number),
        minAmount: (v.minAmount ?? '').trim(),
        maxAmount: (v.maxAmount ?? '').trim(),
        dailyLimit: (v.dailyLimit ?? '').trim(),
      })}
      submitText={t({ id: 'common.buttons.save', message: 'Save' })}
      failure={failure}
      onSubmit={async (input) => {
        const row = await save.mutateAsync(input as Parameters<typeof save.mutateAsync>[0]);
        const name = row.name;
        Toast.show({
          icon: 'success',
          content: t({ id: 'payGateways.texts.saved', message: `Gateway ${name} saved` }),
        });
        onClose();
      }}
    />
  );
}
