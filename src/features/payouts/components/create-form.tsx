import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import { payoutCalls } from '../../../contract/index.ts';
import { FormSheet, type Values } from '../../../components/forms/form-sheet.tsx';
import { BankPicker } from '../../banks/index.ts';
import { useCreatePayout } from '../api/actions.ts';
import { payoutLabels as l } from '../labels.ts';

const failure = msg({ id: 'payouts.errors.createFailed', message: 'Payout failed' });
const productLabel = msg({ id: 'payouts.fields.productId', message: 'Product ID' });
const bankLabel = msg({ id: 'payouts.fields.bank', message: 'Bank' });
const branchLabel = msg({ id: 'payouts.fields.branch', message: 'Branch (optional)' });
const amountLabel = msg({ id: 'payouts.fields.amountMajor', message: 'Amount (at most 2 decimals)' });

/**
 * The merchant's payout form (product 5: name, card number, bank branch, address, amount required;
 * IFSC for India; wallet and USDT amount for USDT products). The server checks the product's rules.
 */
export function CreatePayoutForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreatePayout();
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      draftKey="payouts.create"
      title={t({ id: 'payouts.actions.create', message: 'New payout' })}
      fields={[
        { name: 'productId', label: productLabel, kind: 'digits', maxLength: 6 },
        { name: 'mchOrderNo', label: l.mchOrderNo, kind: 'text', maxLength: 64 },
        // The decimal keypad; empty, it asks for an amount rather than naming a format.
        {
          name: 'amount',
          label: amountLabel,
          kind: 'decimal',
          maxLength: 16,
          emptyError: 'validation.amount.positive',
        },
        { name: 'name', label: l.name, kind: 'text', maxLength: 128 },
        { name: 'cardNumber', label: l.cardNumber, kind: 'digits', maxLength: 20 },
        {
          name: 'bankBranch',
          label: bankLabel,
          kind: 'text',
          render: ({ id, value, set, invalid }) => (
            <BankPicker
              id={id}
              value={value}
              purpose="payout"
              invalid={invalid}
              onChange={(name) => set('bankBranch', name)}
            />
          ),
        },
        { name: 'branch', label: branchLabel, kind: 'text', maxLength: 100 },
        { name: 'address', label: l.address, kind: 'text', maxLength: 256 },
        { name: 'ifsc', label: l.ifsc, kind: 'text', maxLength: 11 },
        { name: 'upi', label: l.upi, kind: 'text', maxLength: 130 },
        { name: 'walletAddress', label: l.walletAddress, kind: 'text', maxLength: 128 },
        { name: 'usdtAmount', label: l.usdtAmount, kind: 'decimal', maxLength: 20 },
      ]}
      initial={{
        productId: '2001',
        mchOrderNo: '',
        amount: '',
        name: '',
        cardNumber: '',
        bankBranch: '',
        branch: '',
        address: '',
        ifsc: '',
        upi: '',
        walletAddress: '',
        usdtAmount: '',
      }}
      schema={payoutCalls.create.input}
      toInput={(v: Values) => {
        const { branch = '', ...rest } = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()]));
        // One "bank (branch)" field on the wire: 'HDFC Bank, Pune'; the server checks the IFSC against the bank part.
        return {
          ...rest,
          bankBranch: branch && rest.bankBranch ? `${rest.bankBranch}, ${branch}` : (rest.bankBranch ?? ''),
        };
      }}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={failure}
      onSubmit={async (input) => {
        await create.mutateAsync(input as Parameters<typeof create.mutateAsync>[0]);
        Toast.show({ icon: 'success', content: t({ id: 'payouts.texts.created', message: 'Payout created' }) });
        onClose();
      }}
    />
  );
}
