import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { userProductCalls, type UserProductRow } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { useUpdateUserProduct } from '../api/update-user-product.ts';
import { editLabel, enabledLabels, productLabels as l, updateFailed } from '../labels.ts';
import { feeInputText, rateInputText } from '../rate-text.ts';

/**
 * Rate (at most 4 decimals, below 1), fixed fee (at most 2 decimals) and on/off of one user's
 * product, checked with the contract's rules before sending. Orders already created keep their fees.
 */
export function UserProductForm({ row, onClose }: { row: UserProductRow | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateUserProduct();
  if (!row) return null;
  const who = row.userAccount;
  const product = `${row.productId} ${row.productName}`;
  return (
    <FormSheet
      open
      wideDialog
      onClose={onClose}
      title={`${i18n._(editLabel)} · ${who}`}
      intro={
        <p>
          {t({
            id: 'userProducts.texts.editIntro',
            message: `${product}. The change applies to orders created from now on; existing orders keep their fees.`,
          })}
        </p>
      }
      fields={[
        { name: 'rate', label: l.rateInput, kind: 'decimal', maxLength: 12, placeholder: '0.0125' },
        { name: 'fixedFee', label: l.fixedFee, kind: 'decimal', maxLength: 14, placeholder: '0.00' },
        {
          name: 'enabled',
          label: l.enabled,
          kind: 'choice',
          options: [
            { value: 'true', label: i18n._(enabledLabels.on) },
            { value: 'false', label: i18n._(enabledLabels.off) },
          ],
        },
      ]}
      initial={{ rate: rateInputText(row.rate), fixedFee: feeInputText(row.fixedFee), enabled: String(row.enabled) }}
      schema={userProductCalls.update.input}
      toInput={(v: Values) => ({
        userId: row.userId,
        productId: row.productId,
        rate: (v.rate ?? '').trim(),
        fixedFee: (v.fixedFee ?? '').trim(),
        enabled: v.enabled ?? '',
      })}
      submitText={t({ id: 'userProducts.buttons.save', message: 'Save' })}
      failure={updateFailed}
      onSubmit={async (input) => {
        await update.mutateAsync(input as Parameters<typeof update.mutateAsync>[0]);
        Toast.show({
          icon: 'success',
          content: t({ id: 'userProducts.texts.saved', message: 'Saved; new orders use it' }),
        });
        onClose();
      }}
    />
  );
}
