import type { SignType } from '../../contract/index.ts';
import { checkAmount } from './amount.ts';
import type { ChannelField } from './channel-fields.ts';
import { freshMchOrderNo, signTestOrder, type SignedTestOrder } from './sign-request.ts';

/** The merchant API test form; the key lives only here, in memory. */
export interface MerchantFormValues {
  productIds: number[];
  amount: string;
  mchOrderNo: string;
  notifyUrl: string;
  returnUrl: string;
  subject: string;
  body: string;
  clientIp: string;
  channel: Partial<Record<ChannelField, string>>;
  signType: SignType[];
  key: string;
}

/** Demo values a merchant's server would send; example.com and 203.0.113.0/24 are reserved for examples. */
export function initialMerchantValues(): MerchantFormValues {
  return {
    productIds: [],
    amount: '',
    mchOrderNo: freshMchOrderNo(),
    notifyUrl: 'https://merchant.example.com/notify',
    returnUrl: 'https://merchant.example.com/return',
    subject: 'Test order',
    body: 'API test order',
    clientIp: '203.0.113.10',
    channel: {},
    signType: ['MD5'],
    key: '',
  };
}

/**
 * The signed request as it stands, for the live preview and for sending: null until a product
 * and a valid amount are there. Without a key the sign string shows but the sign is not made.
 */
export function signedFrom(
  v: Partial<MerchantFormValues> | undefined,
  mchId: number,
  shownChannelFields: readonly ChannelField[],
): (SignedTestOrder & { hasKey: boolean }) | null {
  const productId = v?.productIds?.[0];
  if (!v || productId === undefined) return null;
  const amount = checkAmount(v.amount ?? '', productId);
  if (!amount.ok) return null;
  const key = (v.key ?? '').trim();
  const signed = signTestOrder(
    {
      mchId,
      productId,
      mchOrderNo: v.mchOrderNo ?? '',
      amount: amount.wire,
      notifyUrl: v.notifyUrl ?? '',
      returnUrl: v.returnUrl ?? '',
      subject: v.subject ?? '',
      body: v.body ?? '',
      clientIp: v.clientIp ?? '',
      // Fields of another product's channel may linger in the form: only the shown ones count.
      channel: Object.fromEntries(shownChannelFields.map((f) => [f, v.channel?.[f] ?? ''])),
    },
    key,
    v.signType?.[0] ?? 'MD5',
  );
  return { ...signed, hasKey: key !== '' };
}
