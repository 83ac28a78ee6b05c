import { canonicalSignString, signHashes, signParams, type SignType } from '../../contract/index.ts';
import { channelFieldNames, type ChannelField } from './channel-fields.ts';

/** What the merchant filled in, already checked; `amount` is the create call's whole number. */
export interface TestOrderParams {
  mchId: number;
  productId: number;
  mchOrderNo: string;
  amount: string;
  notifyUrl: string;
  returnUrl: string;
  subject: string;
  body: string;
  clientIp: string;
  channel: Partial<Record<ChannelField, string>>;
}

export interface SignedTestOrder {
  /** The JSON body, exactly as sent: the parameters and `sign`. */
  body: Record<string, string | number>;
  /** The canonical string with the key masked: safe to show and to copy into a ticket. */
  maskedSignString: string;
  sign: string;
}

/**
 * The parameters a merchant's server sends: trimmed, empty ones left out (they are not signed
 * either, so leaving them out keeps body and sign string in step), then signed like the server
 * checks (src/contract/signing.ts).
 */
export function buildParams(p: TestOrderParams): Record<string, string | number> {
  const all: Record<string, string | number> = {
    mchId: p.mchId,
    productId: p.productId,
    mchOrderNo: p.mchOrderNo.trim(),
    amount: p.amount,
    notifyUrl: p.notifyUrl.trim(),
    returnUrl: p.returnUrl.trim(),
    subject: p.subject.trim(),
    body: p.body.trim(),
    clientIp: p.clientIp.trim(),
  };
  for (const name of channelFieldNames) all[name] = (p.channel[name] ?? '').trim();
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
}

export function maskKey(key: string): string {
  return '*'.repeat(Math.max(key.length, 8));
}

export function signTestOrder(p: TestOrderParams, key: string, signType: SignType): SignedTestOrder {
  const params = buildParams(p);
  const sign = signParams(params, key, signHashes[signType]);
  return { body: { ...params, sign }, maskedSignString: canonicalSignString(params, maskKey(key)), sign };
}

/** A fresh merchant order number: T + local time to the second + 4 random digits. */
export function freshMchOrderNo(now: Date = new Date(), random: () => number = Math.random): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return `T${stamp}${pad(Math.floor(random() * 10_000), 4)}`;
}
