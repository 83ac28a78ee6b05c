import type { SignType } from '../../contract/index.ts';
import type { DraftValues } from '../../lib/offline/drafts.ts';
import type { MerchantFormValues } from './merchant-form.ts';

/** The API test form as a draft: flat strings, and never the merchant key. */
export function merchantDraft(v: Partial<MerchantFormValues> | undefined): DraftValues {
  if (!v) return {};
  const out: DraftValues = {
    productId: v.productIds?.[0] !== undefined ? String(v.productIds[0]) : '',
    amount: v.amount ?? '',
    mchOrderNo: v.mchOrderNo ?? '',
    notifyUrl: v.notifyUrl ?? '',
    returnUrl: v.returnUrl ?? '',
    subject: v.subject ?? '',
    body: v.body ?? '',
    clientIp: v.clientIp ?? '',
    signType: v.signType?.[0] ?? '',
    channel: v.channel && Object.keys(v.channel).length > 0 ? JSON.stringify(v.channel) : '',
  };
  return out;
}

export function fromMerchantDraft(d: DraftValues): Partial<MerchantFormValues> {
  const out: Partial<MerchantFormValues> = {};
  const productId = Number(d.productId);
  if (Number.isInteger(productId) && productId > 0) out.productIds = [productId];
  for (const name of ['amount', 'mchOrderNo', 'notifyUrl', 'returnUrl', 'subject', 'body', 'clientIp'] as const) {
    const value = d[name];
    if (value !== undefined) out[name] = value;
  }
  if (d.signType === 'MD5' || d.signType === 'SHA256') out.signType = [d.signType as SignType];
  if (d.channel) {
    try {
      const parsed: unknown = JSON.parse(d.channel);
      if (parsed && typeof parsed === 'object') out.channel = parsed as MerchantFormValues['channel'];
    } catch {
      // A damaged draft field is left out; the rest still comes back.
    }
  }
  return out;
}
