import { describe, expect, it } from 'vitest';
import {
  checkGoogleCode,
  checkSignInAccount,
  checkSignInPassword,
  googleCodeSchema,
  userCalls,
} from '../../../src/contract/index.ts';

/** What zod says of a value: its first message id, or null when it passes. */
const zodVerdict = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: string,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'invalid');
};

const fields = userCalls.login.input.shape;
const samples = [
  '',
  ' ',
  '   ',
  'a',
  ' merchant01 ',
  'merchant01',
  'x'.repeat(64),
  ` ${'x'.repeat(64)} `,
  'x'.repeat(65),
  'Demo1234',
  'p'.repeat(128),
  'p'.repeat(129),
  '\t',
  '中文账号',
  '12345',
  '123456',
  ' 123456 ',
  '1234567',
  '12345a',
];

describe('the sign-in checks without zod', () => {
  it('judge every sample account as the login schema does', () => {
    for (const v of samples) expect([v, checkSignInAccount(v)]).toEqual([v, zodVerdict(fields.userName, v)]);
  });

  it('judge every sample password as the login schema does', () => {
    for (const v of samples) expect([v, checkSignInPassword(v)]).toEqual([v, zodVerdict(fields.password, v)]);
  });

  it('judge every non-empty Google code as the contract schema does, and call an empty one required', () => {
    for (const v of samples.filter((s) => s.trim() !== ''))
      expect([v, checkGoogleCode(v)]).toEqual([v, zodVerdict(googleCodeSchema, v)]);
    expect(checkGoogleCode('  ')).toBe('validation.required');
  });

  it('refuse an account of 65 characters and a password of 129', () => {
    expect(checkSignInAccount('a'.repeat(65))).toBe('validation.account.format');
    expect(checkSignInPassword('a'.repeat(129))).toBe('validation.password.format');
  });
});
