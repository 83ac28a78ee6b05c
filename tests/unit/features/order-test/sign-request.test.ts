import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOrderInput, orderCreateCalls, sha256Hex, signedValue } from '../../../../src/contract/index.ts';
import {
  signedFrom,
  initialMerchantValues,
  type MerchantFormValues,
} from '../../../../src/features/order-test/merchant-form.ts';
import {
  buildParams,
  freshMchOrderNo,
  maskKey,
  signTestOrder,
  type TestOrderParams,
} from '../../../../src/features/order-test/sign-request.ts';

const key = '0123456789abcdef0123456789abcdef';
const base: TestOrderParams = {
  mchId: 14,
  productId: 3024,
  mchOrderNo: ' T20260501100000 ',
  amount: '12345',
  notifyUrl: 'https://merchant.example.com/notify',
  returnUrl: '',
  subject: 'Test order',
  body: '',
  clientIp: '203.0.113.10',
  channel: { vpa: 'payer@upi', userName: '  ' },
};
const hex = (algorithm: string, s: string) => createHash(algorithm).update(s, 'utf8').digest('hex').toUpperCase();

describe('the API test sign string', () => {
  it('sorts the non-empty, trimmed parameters and appends the key, like the server checks', () => {
    const signed = signTestOrder(base, key, 'MD5');
    const plain = `amount=12345&clientIp=203.0.113.10&mchId=14&mchOrderNo=T20260501100000&notifyUrl=https://merchant.example.com/notify&productId=3024&subject=Test order&vpa=payer@upi&key=${key}`;
    expect(signed.sign).toBe(hex('md5', plain));
    expect(signed.maskedSignString).toBe(plain.replace(`key=${key}`, `key=${'*'.repeat(32)}`));
  });

  it('sends exactly the signed parameters: empty ones are neither sent nor signed', () => {
    const { body } = signTestOrder(base, key, 'MD5');
    expect(Object.keys(body).sort()).toEqual([
      'amount',
      'clientIp',
      'mchId',
      'mchOrderNo',
      'notifyUrl',
      'productId',
      'sign',
      'subject',
      'vpa',
    ]);
    expect(body).toMatchObject({ mchId: 14, productId: 3024, mchOrderNo: 'T20260501100000', amount: '12345' });
    // The body passes the create call's own schema.
    expect(createOrderInput.safeParse(body).success).toBe(true);
    expect(buildParams(base)).not.toHaveProperty('userName');
  });

  it('builds what the signed create accepts, and its field rules refuse & as the server does', () => {
    const { body } = signTestOrder({ ...base, clientIp: initialMerchantValues().clientIp }, key, 'MD5');
    expect(orderCreateCalls.create.input.safeParse(body).success).toBe(true);
    expect(orderCreateCalls.create.input.safeParse({ ...body, subject: 'Tom & Jerry' }).success).toBe(false);
    expect(signedValue(createOrderInput.shape.subject).safeParse('Tom & Jerry').error?.issues[0]?.message).toBe(
      'validation.signedValue.ampersand',
    );
    expect(
      signedValue(createOrderInput.shape.notifyUrl).safeParse('https://merchant.example/notify?shop=3').success,
    ).toBe(true);
  });

  it('signs SHA256 in upper-case hex, as node:crypto does', () => {
    const { sign, maskedSignString } = signTestOrder(base, key, 'SHA256');
    expect(sign).toBe(hex('sha256', maskedSignString.replace(/key=\*+$/, `key=${key}`)));
  });

  it('never shows the key, and masks a short one as at least 8 stars', () => {
    expect(signTestOrder(base, key, 'MD5').maskedSignString).not.toContain(key);
    expect(maskKey('abc')).toBe('********');
  });
});

describe('sha256Hex (works on plain-http origins where WebCrypto is missing)', () => {
  it.each(['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'a'.repeat(200), 'amount=100&key=k₹支付'])(
    'matches node:crypto for %#',
    (s) => {
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s).digest('hex'));
    },
  );
});

describe('the merchant form', () => {
  const values = (over: Partial<MerchantFormValues>): MerchantFormValues => ({
    ...initialMerchantValues(),
    productIds: [3024],
    amount: '123.45',
    key,
    ...over,
  });

  it('prefills a merchant order number the create call accepts, fresh each time', () => {
    const a = freshMchOrderNo(new Date(2026, 4, 1, 10, 0, 0), () => 0.1234);
    expect(a).toBe('T202605011000001234');
    expect(createOrderInput.shape.mchOrderNo.safeParse(initialMerchantValues().mchOrderNo).success).toBe(true);
    expect(freshMchOrderNo(new Date(2026, 4, 1), () => 0.5)).not.toBe(freshMchOrderNo(new Date(2026, 4, 1), () => 0.6));
  });

  it('has nothing to sign until a product and a valid amount are there', () => {
    expect(signedFrom(values({ productIds: [] }), 14, [])).toBeNull();
    expect(signedFrom(values({ amount: '1.234' }), 14, [])).toBeNull();
    expect(signedFrom(values({ amount: '0' }), 14, [])).toBeNull();
  });

  it('sends the amount in minor units and says when the key is missing', () => {
    const signed = signedFrom(values({ key: '' }), 14, []);
    expect(signed?.body.amount).toBe('12345');
    expect(signed?.hasKey).toBe(false);
    expect(signedFrom(values({}), 14, [])?.hasKey).toBe(true);
  });

  it("leaves out payer fields of another product's channel", () => {
    const signed = signedFrom(values({ channel: { vpa: 'a@upi', cardNumber: '4111' } }), 14, [
      'userName',
      'vpa',
      'mode',
    ]);
    expect(signed?.body).toMatchObject({ vpa: 'a@upi' });
    expect(signed?.body).not.toHaveProperty('cardNumber');
  });
});
