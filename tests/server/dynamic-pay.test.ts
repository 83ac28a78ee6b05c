import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutInfo,
  Code,
  type DynamicPayRecordRow,
  type Page,
  type PayScriptProductRow,
  type PayScriptRunResult,
  type PayScriptSampleOrder,
  type PayScriptVersionRow,
} from '../../src/contract/index.ts';
import { auditRecords, dynamicPayRecords } from '../../server/db/schema.ts';
import { backends, startBackend, type Envelope, type TestBackend } from './support/backend.ts';
import {
  makeMerchant,
  makeProduct,
  makeResource,
  makeSupplier,
  orderParams,
  postCreate,
  setSetting,
  signed,
  type TestMerchant,
} from './support/order-fixtures.ts';

/** A script that answers the payee of the allocated account, a link, and the payable amount. */
const good = `function pay(input) {
  return {
    payee: { name: input.account ? input.account.accountName : 'Sample', account: input.account ? input.account.cardNumber : '0000' },
    link: 'https://pay.example/c/' + input.order.orderCode,
    amount: input.order.payableAmount,
  };
}`;
/** Splits the amount into `n` parts (the last takes the rest). */
const splitInto = (n: number) => `function pay(input) {
  const a = input.order.payableAmount, n = ${n}, parts = [];
  for (let i = 0; i < n - 1; i++) parts.push(Math.floor(a / n));
  parts.push(a - Math.floor(a / n) * (n - 1));
  return { payee: { name: 'Red', account: 'packets' }, amount: a, parts: parts };
}`;

describe.each(backends)('dynamic pay (%s)', (kind) => {
  let b: TestBackend;
  let productId: number;
  let merchant: TestMerchant;
  let n = 0;
  const tokens = new Map<string, string>();

  const as = async <T = unknown>(
    account: string,
    method: 'GET' | 'POST',
    url: string,
    input: Record<string, unknown> = {},
  ) => {
    if (!tokens.has(account)) tokens.set(account, await b.sessionFor(account));
    const res = await b.app.inject({
      method,
      url,
      headers: { token: tokens.get(account)! },
      ...(method === 'GET'
        ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
        : { payload: input }),
    });
    return res.json() as Envelope<T>;
  };
  const save = (source: string, activate = true, account = 'superadmin') =>
    as<PayScriptVersionRow>(account, 'POST', '/v1.0/payScript/save', { productId, source, note: `v${n++}`, activate });
  const testRun = (
    source: string,
    account = 'superadmin',
    extra: Record<string, unknown> = { sample: { amount: '123.45', mchOrderNo: 'S1', userName: 'Asha' } },
  ) => as<PayScriptRunResult>(account, 'POST', '/v1.0/payScript/testRun', { productId, source, ...extra });
  const versions = () => as<PayScriptVersionRow[]>('superadmin', 'GET', '/v1.0/payScript/versions', { productId });
  const create = (mchOrderNo = `DP${kind}${n++}`, amount = 100_000) =>
    postCreate(b, signed(merchant, orderParams(merchant, productId, mchOrderNo, amount)));
  const recordOf = async (id: number) =>
    (await b.db.select().from(dynamicPayRecords).where(eq(dynamicPayRecords.id, id)))[0]!;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 10 });
    productId = await makeProduct(b);
    merchant = await makeMerchant(b, productId);
    const supplier = await makeSupplier(b, productId);
    await makeResource(b, supplier.id, productId, {
      accountName: 'Shop One',
      cardNumber: '5500000000000004',
      floatUp: 50,
      floatDown: 50,
    });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('saves every edit as a new version by its author and time, and re-activates an older one', async () => {
    b.clock.advance(60_000);
    const v1 = await save(good);
    expect(v1.code).toBe(Code.ok);
    expect(v1.data).toMatchObject({
      version: 1,
      author: 'superadmin',
      active: true,
      source: good,
      createTime: b.clock.now().toISOString(),
    });
    const v2 = await save(`${good}\n// a second draft`, false);
    expect(v2.data).toMatchObject({ version: 2, active: false });

    let history = await versions();
    expect(history.data.map((v) => [v.version, v.active])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect((await as('superadmin', 'POST', '/v1.0/payScript/activate', { versionId: v2.data.id })).code).toBe(Code.ok);
    expect((await as('superadmin', 'POST', '/v1.0/payScript/activate', { versionId: v1.data.id })).code).toBe(Code.ok);
    history = await versions();
    expect(history.data.find((v) => v.active)?.version).toBe(1);

    const list = await as<PayScriptProductRow[]>('superadmin', 'GET', '/v1.0/payScript/list');
    expect(list.data.find((p) => p.productId === productId)).toMatchObject({
      active: { version: 1 },
      latest: { version: 2 },
      versionCount: 2,
    });
    // Payout products have no pay script.
    expect(list.data.every((p) => p.productId !== 2001)).toBe(true);
    const audits = await b.db
      .select()
      .from(auditRecords)
      .where(eq(auditRecords.target, `payScript:${productId}`));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'payScript.activate',
      'payScript.activate',
      'payScript.save',
      'payScript.save',
    ]);
    expect((await as('superadmin', 'POST', '/v1.0/payScript/activate', { versionId: 999_999 })).code).toBe(
      Code.notFound,
    );
  });

  it('lets the readonly roles read scripts but not write or run them; customerService reads only the records', async () => {
    for (const account of ['techmaint1', 'techsupport1']) {
      expect((await as(account, 'GET', '/v1.0/payScript/list')).code).toBe(Code.ok);
      expect((await as(account, 'GET', '/v1.0/payScript/versions', { productId })).code).toBe(Code.ok);
      expect((await as(account, 'GET', '/v1.0/dynamicPayRecord/list')).code).toBe(Code.ok);
      expect((await save(good, true, account)).code).toBe(Code.forbidden);
      expect((await testRun(good, account)).code).toBe(Code.forbidden);
      expect((await as(account, 'POST', '/v1.0/payScript/disable', { productId })).code).toBe(Code.forbidden);
    }
    expect((await as('service001', 'GET', '/v1.0/dynamicPayRecord/list')).code).toBe(Code.ok);
    expect((await as('service001', 'GET', '/v1.0/payScript/list')).code).toBe(Code.forbidden);
    expect((await as('admin0001', 'GET', '/v1.0/dynamicPayRecord/list')).code).toBe(Code.forbidden);
    expect((await as('admin0001', 'POST', '/v1.0/payScript/save', { productId, source: good })).code).toBe(
      Code.forbidden,
    );
    expect((await versions()).data).toHaveLength(2);
  });

  it('test-runs the editor text on a sample typed in and on a recent order, and records each run as a test run', async () => {
    const typed = await testRun(good);
    expect(typed.data).toMatchObject({
      ok: true,
      error: null,
      result: { payee: { name: 'Sample', account: '0000' }, amount: 12_345 },
    });
    expect(typed.data.durationMs).toBeGreaterThanOrEqual(0);
    // The text of a saved version is recorded with its number; a draft without.
    expect(await recordOf(typed.data.recordId)).toMatchObject({
      testRun: true,
      runBy: 'superadmin',
      ok: true,
      version: 1,
      orderCode: null,
    });
    const draft = await testRun(`${good}\n// unsaved`);
    expect(await recordOf(draft.data.recordId)).toMatchObject({ testRun: true, version: null });

    const placed = await create();
    const samples = await as<PayScriptSampleOrder[]>('superadmin', 'GET', '/v1.0/payScript/samples', { productId });
    const sample = samples.data.find((o) => o.orderCode === placed.data.orderCode)!;
    expect(sample).toBeDefined();
    const onOrder = await testRun(good, 'superadmin', { orderId: sample.id });
    expect(onOrder.data.result).toMatchObject({
      payee: { name: 'Shop One', account: '5500000000000004' },
      amount: placed.data.payableAmount,
      link: `https://pay.example/c/${placed.data.orderCode}`,
    });
    expect(await recordOf(onOrder.data.recordId)).toMatchObject({ testRun: true, orderCode: placed.data.orderCode });
    // Neither both nor none of order and sample.
    expect((await testRun(good, 'superadmin', {})).code).toBe(Code.badRequest);
  });

  it('fails a run whose answer breaks the contract: an unknown key, more parts than RedWalletCount, parts that do not add up, no pay function', async () => {
    const typo = await testRun(
      `function pay(i) { return { payee: { name: 'a', account: 'b' }, amount: 1, amuont: 2 }; }`,
    );
    expect(typo.data.ok).toBe(false);
    expect(typo.data.error).toMatch(/^Invalid answer: .*amuont/);
    await setSetting(b, 'RedWalletCount', 3);
    expect((await testRun(splitInto(3))).data).toMatchObject({ ok: true, result: { parts: [4115, 4115, 4115] } });
    const four = await testRun(splitInto(4));
    expect(four.data).toMatchObject({ ok: false, result: null });
    expect(four.data.error).toContain('RedWalletCount allows at most 3');
    // The script sees the limit it must keep.
    expect(
      (
        await testRun(
          `function pay(i) { return { payee: { name: 'a', account: 'b' }, amount: 1, note: 'max ' + i.limits.redWalletCount }; }`,
        )
      ).data.result?.note,
    ).toBe('max 3');
    const badSum = await testRun(
      `function pay(i) { return { payee: { name: 'a', account: 'b' }, amount: 10, parts: [3, 3] }; }`,
    );
    expect(badSum.data.error).toContain('add up to 6');
    const script = await testRun(
      `function pay(i) { return { payee: { name: 'a', account: 'b' }, amount: 1, link: 'javascript:alert(1)' }; }`,
    );
    expect(script.data.error).toMatch(/^Invalid answer: link/);
    const noPay = await testRun('const x = 1;');
    expect(noPay.data.error).toContain('must define function pay');
    const huge = await testRun(
      `function pay(i) { return { payee: { name: 'x'.repeat(20000), account: 'b' }, amount: 1 }; }`,
    );
    expect(huge.data).toMatchObject({ ok: false });
    expect(await recordOf(huge.data.recordId)).toMatchObject({ ok: false, testRun: true });
  });

  it('stops a script that loops forever, records it as failed, and the server answers meanwhile', async () => {
    const started = performance.now();
    const running = testRun('function pay() { for (;;) {} }');
    // While the script spins, the server still answers a signed-in call.
    const during = await as<PayScriptProductRow[]>('superadmin', 'GET', '/v1.0/payScript/list');
    const answeredAfter = performance.now() - started;
    expect(during.code).toBe(Code.ok);
    const loop = await running;
    expect(answeredAfter).toBeLessThan(performance.now() - started);
    expect(loop.data).toMatchObject({ ok: false, result: null });
    expect(loop.data.error).toMatch(/interrupted/);
    expect(loop.data.durationMs).toBeGreaterThanOrEqual(450);
    expect(await recordOf(loop.data.recordId)).toMatchObject({ ok: false });
    // And the sandbox serves the next run.
    expect((await testRun(good)).data.ok).toBe(true);
  });

  it('stops a script that allocates without bound, or recurses without end', async () => {
    const alloc = await testRun('function pay() { const a = []; for (;;) a.push({ n: a.length, more: [1, 2, 3] }); }');
    expect(alloc.data.ok).toBe(false);
    // Near its 8 MiB limit QuickJS collects garbage at every allocation, so the 500 ms deadline may
    // come first; either stops it (the memory limit alone: dynamic-pay-sandbox.test.ts).
    expect(alloc.data.error).toMatch(/out of memory|interrupted/);
    expect(await recordOf(alloc.data.recordId)).toMatchObject({ ok: false });
    const deep = await testRun('function pay(i) { return pay(i); }');
    expect(deep.data.error).toMatch(/stack overflow/);
    expect((await testRun(good)).data.ok).toBe(true);
  });

  it('gives a script no network, file system, process or module loader', async () => {
    const attempts = {
      fetch: 'function pay() { return fetch("http://127.0.0.1/"); }',
      xhr: 'function pay() { return new XMLHttpRequest(); }',
      require: 'function pay() { return require("node:fs").readFileSync("/etc/passwd", "utf8"); }',
      importStatement: 'import fs from "fs";\nfunction pay() { return fs; }',
      dynamicImport: 'function pay() { return import("node:fs"); }',
      process: 'function pay() { return { payee: { name: process.env.HOME, account: "x" }, amount: 1 }; }',
      quickjsStd: 'function pay() { return std.loadFile("/etc/passwd"); }',
      quickjsOs: 'function pay() { return os.open("/etc/passwd"); }',
    };
    for (const [name, source] of Object.entries(attempts)) {
      const run = await testRun(source);
      expect([name, run.data.ok]).toEqual([name, false]);
      expect(await recordOf(run.data.recordId)).toMatchObject({ ok: false, error: run.data.error });
    }
  });

  it("builds a new order's instructions with the active script, its link the payUrl, once per order", async () => {
    await save(good);
    const placed = await create('DPONCE');
    expect(placed.code).toBe(Code.ok);
    expect(placed.data.payInstructions).toEqual({
      payee: { name: 'Shop One', account: '5500000000000004' },
      link: `https://pay.example/c/${placed.data.orderCode}`,
      amount: placed.data.payableAmount,
    });
    expect(placed.data.payUrl).toBe(`https://pay.example/c/${placed.data.orderCode}`);
    const again = await create('DPONCE');
    expect(again.data).toEqual(placed.data);
    const runs = await b.db
      .select()
      .from(dynamicPayRecords)
      .where(and(eq(dynamicPayRecords.orderCode, placed.data.orderCode), eq(dynamicPayRecords.testRun, false)));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ok: true, version: (await versions()).data[0]!.version });
  });

  it('shows what the script built on the checkout page when it gives no link (decision 113)', async () => {
    await save(`function pay(input) {
  return { payee: { name: 'Red Packet Shop', account: 'alipay-88' }, qr: 'https://qr.example/' + input.order.payableAmount, amount: input.order.payableAmount, parts: [input.order.payableAmount - 100, 100], note: 'Two packets' };
}`);
    const placed = await create();
    expect(placed.code).toBe(Code.ok);
    expect(placed.data.payUrl).toMatch(/\/pay\/[\w-]{32}$/);
    const token = placed.data.payUrl.slice(-32);
    const res = await b.call<CheckoutInfo>('GET', '/v1.0/checkout/info', { token });
    expect(res.code, res.msg).toBe(Code.ok);
    expect(res.data.method).toMatchObject({
      kind: 'script',
      instructions: {
        payee: { name: 'Red Packet Shop', account: 'alipay-88' },
        parts: [placed.data.payableAmount - 100, 100],
        note: 'Two packets',
      },
    });
    if (res.data.method.kind === 'script') expect(res.data.method.qrImage).toMatch(/^data:image\/png;base64,/);
    // Reading the page ran nothing: the create's one record is all there is.
    expect(
      await b.db.select().from(dynamicPayRecords).where(eq(dynamicPayRecords.orderCode, placed.data.orderCode)),
    ).toHaveLength(1);
  });

  it("falls back to the account's own instructions when the script fails, and records the failure", async () => {
    await save('function pay() { throw new Error("payee service down"); }');
    const placed = await create();
    expect(placed.code).toBe(Code.ok);
    expect(placed.data.payInstructions).toBeUndefined();
    expect(placed.data.payUrl).toMatch(/\/pay\/[\w-]{32}$/);
    const [run] = await b.db
      .select()
      .from(dynamicPayRecords)
      .where(eq(dynamicPayRecords.orderCode, placed.data.orderCode));
    expect(run).toMatchObject({ ok: false, testRun: false, error: 'Error: payee service down' });
    // Turned off: no script runs and nothing is recorded.
    expect((await as('superadmin', 'POST', '/v1.0/payScript/disable', { productId })).code).toBe(Code.ok);
    const plain = await create();
    expect(plain.data.payInstructions).toBeUndefined();
    expect(
      await b.db.select().from(dynamicPayRecords).where(eq(dynamicPayRecords.orderCode, plain.data.orderCode)),
    ).toHaveLength(0);
  });

  it('lists the records by product, outcome, order number and time for customer service', async () => {
    const list = (filters: Record<string, unknown>) =>
      as<Page<DynamicPayRecordRow>>('service001', 'GET', '/v1.0/dynamicPayRecord/list', {
        productId,
        pageNum: 100,
        ...filters,
      });
    const all = await list({});
    expect(all.data.total).toBeGreaterThan(10);
    expect(all.data.list.every((r) => r.productId === productId)).toBe(true);
    const failed = await list({ outcome: 'failed' });
    expect(failed.data.list.length).toBeGreaterThan(0);
    expect(failed.data.list.every((r) => !r.ok && r.error)).toBe(true);
    const ok = await list({ outcome: 'ok' });
    expect(ok.data.total + failed.data.total).toBe(all.data.total);
    const orderRun = all.data.list.find((r) => !r.testRun && r.ok)!;
    const byCode = await list({ orderCode: orderRun.orderCode!.slice(-8) });
    expect(byCode.data.list.map((r) => r.id)).toContain(orderRun.id);
    expect(byCode.data.list.every((r) => r.orderCode?.includes(orderRun.orderCode!.slice(-8)))).toBe(true);
    const future = new Date(b.clock.now().getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await list({ startTime: future })).data.total).toBe(0);
    expect((await list({ productId: 2001 })).data.total).toBe(0);
  });
});
