import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compileSmsPattern,
  readSms,
  readSmsCounted,
  smsPatternLimits,
  type SmsTemplateRow,
  type SmsTryResult,
} from '../../src/contract/index.ts';
import { auditRecords, smsTemplates } from '../../server/db/schema.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { bankSms, templateInput } from './support/sms-fixtures.ts';

const now = new Date('2026-05-01T10:00:00.000Z');

describe('the SMS pattern language', () => {
  it('reads amount, UTR, balance, account tail and time from the three banks', () => {
    for (const t of Object.values(bankSms)) {
      const c = compileSmsPattern(t.pattern, t.timeFormat);
      expect(c.ok, t.bankName).toBe(true);
      if (c.ok) expect(readSms(c.value, t.example), t.bankName).toEqual(t.read);
    }
  });

  it('compares letters without case and any run of white space alike', () => {
    const c = compileSmsPattern('Credited INR {amount} to a/c XX{tail}');
    expect(c.ok && readSms(c.value, '  CREDITED   inr 12.5\nto A/C xx1234 ')).toMatchObject({
      amount: 1250,
      tail: '1234',
    });
  });

  it('refuses patterns without an amount, with a repeated or unknown field, too many skips or a bad time format', () => {
    expect(compileSmsPattern('Credited {utr}')).toMatchObject({ ok: false, problem: 'noAmount' });
    expect(compileSmsPattern('{amount} {amount}')).toMatchObject({ ok: false, problem: 'repeatedField' });
    expect(compileSmsPattern('{amount} {payee}')).toMatchObject({ ok: false, problem: 'unknownPlaceholder' });
    expect(compileSmsPattern('{amount} {utr')).toMatchObject({ ok: false, problem: 'unclosedBrace' });
    expect(compileSmsPattern('{*}{*}{*}{*}{*}{amount}')).toMatchObject({ ok: false, problem: 'tooManySkips' });
    expect(compileSmsPattern('{amount} on {time}')).toMatchObject({ ok: false, problem: 'timeFormatMissing' });
    expect(compileSmsPattern('{amount} on {time}', 'HH:mm')).toMatchObject({ ok: false, problem: 'timeFormatInvalid' });
    expect(compileSmsPattern('{amount} on {time}', 'dd-QQ-yy')).toMatchObject({
      ok: false,
      problem: 'timeFormatInvalid',
    });
  });

  it('reads nothing from an SMS the pattern does not fit, or whose date does not exist', () => {
    const c = compileSmsPattern('Rs {amount} on {time}', 'dd-MM-yyyy');
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(readSms(c.value, 'Rs 100.00 on 31-02-2026')).toBeNull();
    expect(readSms(c.value, 'Rs 1.234 on 01-02-2026')).toBeNull();
    expect(readSms(c.value, 'Rs 100.00 on 01-02-2026 extra')).toBeNull();
  });

  it('stays fast on the worst pattern and SMS it accepts: no catastrophic backtracking', () => {
    const hostile = [
      ['{*}{*}{*}{*}{amount}x', '1'.repeat(2000)],
      ['{*} {*} {*} {utr} {amount} {*} x', '1 '.repeat(1000)],
      ['(a+)+$ {amount}', `${'a'.repeat(1990)}!`],
      ['{*}{utr}{*}{balance}{*}{tail}{*}{amount}!', '9'.repeat(2000)],
    ] as const;
    for (const [pattern, sms] of hostile) {
      const c = compileSmsPattern(pattern);
      expect(c.ok, pattern).toBe(true);
      if (!c.ok) continue;
      const started = performance.now();
      const { reading, steps } = readSmsCounted(c.value, sms);
      expect(reading).toBeNull();
      // Held to the language's bound, not cut off by the budget; the time allows a loaded machine.
      expect(steps, pattern).toBeLessThan(smsPatternLimits.stepsMax / 2);
      expect(performance.now() - started, pattern).toBeLessThan(5000);
    }
  });
});

describe.each(backends)('SMS templates: list, save, try, refusal, access (%s)', (kind) => {
  let b: TestBackend;
  let boss: string;
  let tech: string;
  let admin: string;
  const get = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('GET', path, input, { token });
  const post = <T>(path: string, input: Record<string, unknown>, token: string) =>
    b.call<T>('POST', path, input, { token });

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 30, now });
    boss = await b.sessionFor('superadmin');
    tech = await b.sessionFor('techmaint1');
    admin = await b.sessionFor('admin0001');
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('saves the templates of three banks that read their example SMS, lists them and audits each with its fields', async () => {
    const made: SmsTemplateRow[] = [];
    for (const t of Object.values(bankSms)) {
      const res = await post<SmsTemplateRow>('/v1.0/messageTemplate/create', templateInput(t), boss);
      expect(res.code, `${res.msg} ${t.bankName}`).toBe(200);
      expect(res.data).toMatchObject({ ...templateInput(t), enabled: true, updatedBy: 'superadmin' });
      made.push(res.data);
    }
    const listed = await get<SmsTemplateRow[]>('/v1.0/messageTemplate/list', { bankName: 'icici' }, boss);
    expect(listed.data.map((r) => r.id)).toContain(made[1]!.id);
    expect(listed.data.every((r) => r.bankName.toLowerCase().includes('icici'))).toBe(true);
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'smsTemplate.create'), eq(auditRecords.target, `smsTemplate:${made[2]!.id}`)));
    expect(record).toMatchObject({
      operatorAccount: 'superadmin',
      before: null,
      after: { pattern: bankSms.sbi.pattern, example: bankSms.sbi.example },
    });
  });

  it('tries a pattern on a pasted SMS and answers what it reads, storing nothing', async () => {
    const before = (await b.db.select().from(smsTemplates)).length;
    const t = bankSms.hdfc;
    const res = await post<SmsTryResult>(
      '/v1.0/messageTemplate/try',
      { pattern: t.pattern, timeFormat: t.timeFormat, sms: t.example },
      boss,
    );
    expect(res.data.reading).toEqual(t.read);
    const miss = await post<SmsTryResult>(
      '/v1.0/messageTemplate/try',
      { pattern: t.pattern, timeFormat: t.timeFormat, sms: 'Your OTP is 123456' },
      boss,
    );
    expect(miss.data.reading).toBeNull();
    expect((await b.db.select().from(smsTemplates)).length).toBe(before);
  });

  it('refuses a template that reads nothing from its own example: "template modification failed", nothing saved', async () => {
    const before = (await b.db.select().from(smsTemplates)).length;
    const res = await post(
      '/v1.0/messageTemplate/create',
      { ...templateInput(bankSms.hdfc), example: 'Rs.1500.00 debited from a/c XX7890' },
      boss,
    );
    expect(res).toMatchObject({ code: 400, msgId: 'errors.templateModificationFailed' });
    expect((await b.db.select().from(smsTemplates)).length).toBe(before);
  });

  it('updates with before and after in the audit log, refuses an update that breaks the example, and deletes', async () => {
    const made = (
      await post<SmsTemplateRow>(
        '/v1.0/messageTemplate/create',
        { ...templateInput(bankSms.icici), sender: 'VM-ICICIB' },
        boss,
      )
    ).data;
    const broken = await post(
      '/v1.0/messageTemplate/update',
      { id: made.id, ...templateInput(bankSms.icici), pattern: 'ICICI debited Rs {amount}' },
      boss,
    );
    expect(broken).toMatchObject({ code: 400, msgId: 'errors.templateModificationFailed' });
    const changed = await post<SmsTemplateRow>(
      '/v1.0/messageTemplate/update',
      { id: made.id, ...templateInput(bankSms.icici), enabled: false },
      boss,
    );
    expect(changed.data).toMatchObject({ id: made.id, enabled: false, sender: 'ICICIB' });
    const [record] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'smsTemplate.update'), eq(auditRecords.target, `smsTemplate:${made.id}`)));
    expect(record).toMatchObject({
      before: { enabled: true, sender: 'VM-ICICIB' },
      after: { enabled: false, sender: 'ICICIB' },
    });
    expect((await post('/v1.0/messageTemplate/delete', { id: made.id }, boss)).code).toBe(200);
    expect(await post('/v1.0/messageTemplate/delete', { id: made.id }, boss)).toMatchObject({
      code: 404,
      msgId: 'errors.smsTemplateNotFound',
    });
    const [gone] = await b.db
      .select()
      .from(auditRecords)
      .where(and(eq(auditRecords.action, 'smsTemplate.delete'), eq(auditRecords.target, `smsTemplate:${made.id}`)));
    expect(gone).toMatchObject({ before: { id: made.id }, after: null });
  });

  it('refuses a pattern the language cannot read and one beyond the size limits before it reaches the matcher', async () => {
    const base = templateInput(bankSms.hdfc);
    expect(await post('/v1.0/messageTemplate/create', { ...base, pattern: 'Rs {amount} {oops}' }, boss)).toMatchObject({
      code: 400,
      msgId: 'validation.smsPattern.invalid',
    });
    expect(
      await post('/v1.0/messageTemplate/create', { ...base, pattern: `{amount}${'x'.repeat(600)}` }, boss),
    ).toMatchObject({ code: 400, msgId: 'validation.text.tooLong' });
    expect(await post('/v1.0/messageTemplate/try', { pattern: '{amount}', sms: '1'.repeat(2001) }, boss)).toMatchObject(
      { code: 400, msgId: 'validation.text.tooLong' },
    );
    expect(await post('/v1.0/messageTemplate/create', { ...base, timeFormat: 'yyyy' }, boss)).toMatchObject({
      code: 400,
      msgId: 'validation.smsTimeFormat.invalid',
    });
    expect(await post('/v1.0/messageTemplate/create', { ...base, sender: 'HDFC BK' }, boss)).toMatchObject({
      code: 400,
      msgId: 'validation.smsSender.invalid',
    });
  });

  it('answers a hostile try quickly', async () => {
    const started = performance.now();
    const res = await post<SmsTryResult>(
      '/v1.0/messageTemplate/try',
      { pattern: '{*}{*}{*}{*}{amount}x', sms: '1'.repeat(2000) },
      boss,
    );
    expect(res.data.reading).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('lets technicalMaintenance list and try but not change; other staff none of it', async () => {
    expect((await get('/v1.0/messageTemplate/list', {}, tech)).code).toBe(200);
    expect((await post('/v1.0/messageTemplate/try', { pattern: '{amount}', sms: '12' }, tech)).code).toBe(200);
    expect((await post('/v1.0/messageTemplate/create', templateInput(bankSms.hdfc), tech)).code).toBe(403);
    const any = (await b.db.select().from(smsTemplates))[0]!;
    expect(
      (await post('/v1.0/messageTemplate/update', { id: any.id, ...templateInput(bankSms.hdfc) }, tech)).code,
    ).toBe(403);
    expect((await post('/v1.0/messageTemplate/delete', { id: any.id }, tech)).code).toBe(403);
    expect((await get('/v1.0/messageTemplate/list', {}, admin)).code).toBe(403);
    expect((await post('/v1.0/messageTemplate/try', { pattern: '{amount}', sms: '12' }, admin)).code).toBe(403);
  });

  it('seeds templates that read the demo SMS records', async () => {
    const seeded = await b.db.select().from(smsTemplates).where(eq(smsTemplates.updatedBy, 'superadmin'));
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    for (const t of seeded) {
      const c = compileSmsPattern(t.pattern, t.timeFormat);
      expect(c.ok && readSms(c.value, t.example), t.pattern).not.toBeNull();
    }
  });
});
