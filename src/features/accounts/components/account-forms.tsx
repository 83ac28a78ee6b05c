import { useLingui } from '@lingui/react/macro';
import { Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { accountCalls, adminCalls, signTypes, type AccountRow, type ManagedRole } from '../../../contract/index.ts';
import { formatMoney } from '../../../lib/money.ts';
import { FormSheet, type FormField, type Values } from '../../../components/forms/form-sheet.tsx';
import { useAccountCall } from '../api/run-account-call.ts';
import { accountLabels as l, actionLabels, failureLabels } from '../labels.ts';
import { revealSecret } from './reveal-secret.tsx';

/** Which form is open: creating an account or sub-account, or an action that takes input. */
export type AccountForm =
  | { kind: 'create'; role: ManagedRole }
  | { kind: 'subAccount'; owner: AccountRow }
  | { kind: 'kycLowerLimit' | 'signType' | 'resetKey' | 'restore'; row: AccountRow }
  | { kind: 'clearBalances' };

interface Spec {
  title: string;
  intro?: ReactNode;
  fields: FormField[];
  initial: Values;
  schema: z.ZodType;
  toInput: (v: Values) => unknown;
  failure: Parameters<typeof FormSheet>[0]['failure'];
  run: (input: unknown) => Promise<void>;
}

const identityFields: FormField[] = [
  { name: 'nickname', label: l.nickname, kind: 'text', maxLength: 64 },
  { name: 'account', label: l.account, kind: 'text', maxLength: 64 },
  { name: 'password', label: l.password, kind: 'text', maxLength: 64 },
];
const googleField: FormField = { name: 'googleCode', label: l.googleCode, kind: 'digits', maxLength: 6 };
const trimmed = (v: Values, k: string) => (v[k] ?? '').trim();

/** The forms of these screens, each checked with its call's contract schema before sending. */
export function AccountForms({ form, onClose }: { form: AccountForm | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const createMerchant = useAccountCall(accountCalls.createMerchant);
  const createSupplier = useAccountCall(accountCalls.createSupplier);
  const createSub = useAccountCall(accountCalls.createSubAccount);
  const setKyc = useAccountCall(accountCalls.setKycLowerLimit);
  const setSign = useAccountCall(accountCalls.setSignType);
  const resetKey = useAccountCall(accountCalls.resetMerchantKey);
  const restore = useAccountCall(adminCalls.repairUser);
  const clear = useAccountCall(accountCalls.clearMerchantBalances);
  if (!form) return null;
  const saved = () => Toast.show({ icon: 'success', content: t({ id: 'accounts.texts.saved', message: 'Saved' }) });

  const spec = ((): Spec => {
    switch (form.kind) {
      case 'create': {
        const merchant = form.role === 'merchant';
        const call = merchant ? createMerchant : createSupplier;
        return {
          title: merchant
            ? t({ id: 'accounts.titles.createMerchant', message: 'Add merchant' })
            : t({ id: 'accounts.titles.createSupplier', message: 'Add supplier' }),
          fields: identityFields,
          initial: { nickname: '', account: '', password: '' },
          schema: accountCalls.createMerchant.input,
          toInput: (v) => ({
            nickname: trimmed(v, 'nickname'),
            account: trimmed(v, 'account'),
            password: v.password ?? '',
          }),
          failure: failureLabels.addFailed,
          run: async (input) => {
            const res = await call.mutateAsync(input as Parameters<typeof call.mutateAsync>[0]);
            const related = res.related?.account ?? '';
            Toast.show({
              icon: 'success',
              content: related
                ? t({ id: 'accounts.texts.addedWithRelated', message: `Added, with the related account ${related}` })
                : t({ id: 'accounts.texts.added', message: 'Added' }),
            });
          },
        };
      }
      case 'subAccount': {
        const owner = form.owner.account;
        return {
          title: t({ id: 'accounts.titles.createSubAccount', message: 'Add sub-account' }),
          intro: (
            <p>
              {t({
                id: 'accounts.texts.subAccountIntro',
                message: `A sub-account of ${owner}, with the same role and its own balance.`,
              })}
            </p>
          ),
          fields: identityFields,
          initial: { nickname: '', account: '', password: '' },
          schema: accountCalls.createSubAccount.input,
          toInput: (v) => ({
            parentId: form.owner.id,
            nickname: trimmed(v, 'nickname'),
            account: trimmed(v, 'account'),
            password: v.password ?? '',
          }),
          failure: failureLabels.subAccountFailed,
          run: async (input) => {
            await createSub.mutateAsync(input as Parameters<typeof createSub.mutateAsync>[0]);
            saved();
          },
        };
      }
      case 'kycLowerLimit':
        return {
          title: i18n._(actionLabels.kycLowerLimit),
          fields: [{ name: 'kycLowerLimit', label: l.kycLowerLimit, kind: 'text', maxLength: 20 }],
          initial: { kycLowerLimit: (form.row.kycLowerLimit / 100).toFixed(2) },
          schema: accountCalls.setKycLowerLimit.input,
          toInput: (v) => ({ userId: form.row.id, kycLowerLimit: trimmed(v, 'kycLowerLimit') }),
          failure: failureLabels.updateFailed,
          run: async (input) => {
            await setKyc.mutateAsync(input as Parameters<typeof setKyc.mutateAsync>[0]);
            saved();
          },
        };
      case 'signType':
        return {
          title: i18n._(actionLabels.signType),
          fields: [
            {
              name: 'signType',
              label: l.signType,
              kind: 'choice',
              options: signTypes.map((s) => ({ value: s, label: s })),
            },
          ],
          initial: { signType: form.row.signType },
          schema: accountCalls.setSignType.input,
          toInput: (v) => ({ userId: form.row.id, signType: v.signType ?? '' }),
          failure: failureLabels.updateFailed,
          run: async (input) => {
            await setSign.mutateAsync(input as Parameters<typeof setSign.mutateAsync>[0]);
            saved();
          },
        };
      case 'resetKey': {
        const account = form.row.account;
        return {
          title: i18n._(actionLabels.resetKey),
          intro: (
            <p>
              {t({
                id: 'accounts.texts.resetKeyIntro',
                message: `Requests ${account} signs with the old key fail from now on. Enter your Google code.`,
              })}
            </p>
          ),
          fields: [googleField],
          initial: { googleCode: '' },
          schema: accountCalls.resetMerchantKey.input,
          toInput: (v) => ({ userId: form.row.id, googleCode: v.googleCode ?? '' }),
          failure: failureLabels.updateFailed,
          run: async (input) => {
            const { key } = await resetKey.mutateAsync(input as Parameters<typeof resetKey.mutateAsync>[0]);
            onClose();
            await revealSecret(i18n, t({ id: 'accounts.titles.newKey', message: `New key of ${account}` }), key);
          },
        };
      }
      case 'restore':
        return {
          title: i18n._(actionLabels.restore),
          fields: [{ name: 'newAccountName', label: l.newAccountName, kind: 'text', maxLength: 64 }],
          initial: { newAccountName: form.row.account },
          schema: adminCalls.repairUser.input,
          toInput: (v) => ({ userId: form.row.id, newAccountName: trimmed(v, 'newAccountName') }),
          failure: failureLabels.updateFailed,
          run: async (input) => {
            await restore.mutateAsync(input as Parameters<typeof restore.mutateAsync>[0]);
            saved();
          },
        };
      case 'clearBalances':
        return {
          title: t({ id: 'accounts.titles.clearBalances', message: 'Clear all merchant balances' }),
          intro: (
            <p>
              {t({
                id: 'accounts.texts.clearBalancesIntro',
                message:
                  'Every merchant balance becomes 0, recorded as an adjustment in its fund records. This cannot be undone. Enter your Google code.',
              })}
            </p>
          ),
          fields: [googleField],
          initial: { googleCode: '' },
          schema: accountCalls.clearMerchantBalances.input,
          toInput: (v) => ({ googleCode: v.googleCode ?? '' }),
          failure: failureLabels.updateFailed,
          run: async (input) => {
            const { count, total } = await clear.mutateAsync(input as Parameters<typeof clear.mutateAsync>[0]);
            const amount = formatMoney(i18n, total);
            Toast.show({
              icon: 'success',
              content: t({ id: 'accounts.texts.cleared', message: `Cleared ${count} merchants, ${amount} in total` }),
            });
          },
        };
    }
  })();

  return (
    <FormSheet
      open
      onClose={onClose}
      title={spec.title}
      intro={spec.intro}
      fields={spec.fields}
      initial={spec.initial}
      schema={spec.schema}
      toInput={spec.toInput}
      submitText={t({ id: 'common.buttons.confirm', message: 'Confirm' })}
      failure={spec.failure}
      onSubmit={async (input) => {
        await spec.run(input);
        if (form.kind !== 'resetKey') onClose();
      }}
    />
  );
}
