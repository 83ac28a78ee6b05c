import { createHash } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MonitorState,
  type DeviceBindCode,
  type DeviceBinding,
  type DeviceScript,
  type MonitorScriptDetail,
  type MonitorScriptDevice,
  type MonitorScriptRow,
  type Page,
  type ResourceRow,
} from '../../src/contract/index.ts';
import { monitorLogs, monitorNonces, monitorScripts, resources } from '../../server/db/schema.ts';
import { forgetExpiredNonces } from '../../server/modules/monitor-scripts/index.ts';
import { backends, startBackend, type TestBackend } from './support/backend.ts';
import { deviceBody } from './support/device-fixtures.ts';
import { makeProduct, makeResource, makeSupplier } from './support/order-fixtures.ts';

const now = new Date('2026-11-25T03:00:00.000Z');
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe.each(backends)('monitoring scripts and device keys (%s)', (kind) => {
  let b: TestBackend;
  let superToken: string;
  let readonlyToken: string;
  let supplierToken: string;
  let resourceId: number;
  const bankName = `Script Test Bank ${Math.floor(Math.random() * 1e6)}`;

  const asSuper = <T>(method: 'GET' | 'POST', path: string, input: Record<string, unknown>) =>
    b.call<T>(method, path, input, { token: superToken });
  const upload = (version: string, content: string, rolledOut = false) =>
    asSuper<MonitorScriptRow>('POST', '/v1.0/monitorScript/create', {
      bankName,
      version,
      content,
      rolledOut,
      note: `v${version}`,
    });
  const rollout = (id: number, rolledOut: boolean) =>
    asSuper<MonitorScriptRow>('POST', '/v1.0/monitorScript/setRollout', { id, rolledOut });
  const bindCode = async (token = supplierToken) =>
    (await b.call<DeviceBindCode>('POST', '/v1.0/resource/createBindCode', { resourceId }, { token })).data;
  const bind = (bindCode: string, deviceName = 'Pixel 7') =>
    b.call<DeviceBinding>('POST', '/v1.0/monitor/bind', { resourceId, bindCode, deviceName });
  const download = (key: string) =>
    b.call<DeviceScript>('POST', '/v1.0/monitor/script', deviceBody(b, { resourceId }, key));
  const keyOf = async () =>
    (await b.db.select({ key: resources.monitorKey }).from(resources).where(eq(resources.id, resourceId)))[0]!.key;
  const refusedLines = async () =>
    (
      await b.db
        .select()
        .from(monitorLogs)
        .where(and(eq(monitorLogs.resourceId, resourceId), eq(monitorLogs.logPhase, 'refused')))
    ).length;

  beforeAll(async () => {
    b = await startBackend(kind, { orderCount: 20, now });
    const productId = await makeProduct(b);
    const supplier = await makeSupplier(b, productId);
    // A key the device was never given: before decision 076 every monitored account got one at add.
    resourceId = await makeResource(b, supplier.id, productId, {
      bankName,
      cardNumber: '50100777666555',
      accountName: 'Asha Rao',
      monitorKey: 'never-handed-out-key',
      monitorState: MonitorState.offline,
    });
    [superToken, readonlyToken, supplierToken] = await Promise.all([
      b.sessionFor('superadmin'),
      b.sessionFor('techmaint1'),
      b.sessionFor(supplier.account),
    ]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it('the demo rolls out one script version for every bank of its monitored accounts, checksums the server computes', async () => {
    const monitored = await b.db
      .selectDistinct({ bankName: resources.bankName })
      .from(resources)
      .where(and(ne(resources.monitorKey, ''), ne(resources.bankName, ''), isNull(resources.deletedAt)));
    const seeded = await b.db.select().from(monitorScripts);
    const demoBanks = monitored.map((r) => r.bankName).filter((n) => n !== bankName);
    expect(demoBanks.length).toBeGreaterThan(0);
    for (const name of demoBanks) expect(seeded.filter((s) => s.bankName === name && s.rolledOut)).toHaveLength(1);
    for (const s of seeded) expect(s.checksum).toBe(sha256(s.content));
  });

  it('superAdmin uploads a version; the server computes its SHA-256; the readonly role reads it and cannot write', async () => {
    const content = '{"parser":"sms","sender":"TSTBNK","pattern":"Rs.{amount} credited"}';
    const made = await upload('1.0.0', content);
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({
      bankName,
      version: '1.0.0',
      checksum: sha256(content),
      size: content.length,
      rolledOut: false,
      current: false,
      createdBy: 'superadmin',
    });
    // The same version of the bank once only.
    expect((await upload('1.0.0', 'other')).code).toBe(409);
    const listed = await b.call<Page<MonitorScriptRow>>(
      'GET',
      '/v1.0/monitorScript/list',
      { bankName },
      { token: readonlyToken },
    );
    expect(listed.data.list.map((r) => r.version)).toEqual(['1.0.0']);
    const detail = await b.call<MonitorScriptDetail>(
      'GET',
      '/v1.0/monitorScript/detail',
      { id: made.data.id },
      { token: readonlyToken },
    );
    expect(detail.data.content).toBe(content);
    expect(
      (
        await b.call(
          'POST',
          '/v1.0/monitorScript/create',
          { bankName, version: '9.9.9', content: 'x' },
          { token: readonlyToken },
        )
      ).code,
    ).toBe(403);
    expect(
      (
        await b.call(
          'POST',
          '/v1.0/monitorScript/setRollout',
          { id: made.data.id, rolledOut: true },
          { token: readonlyToken },
        )
      ).code,
    ).toBe(403);
    expect(
      (
        await b.call(
          'POST',
          '/v1.0/monitorScript/update',
          { id: made.data.id, content: 'y', note: '' },
          { token: readonlyToken },
        )
      ).code,
    ).toBe(403);
    // A script too long for the contract is refused before it reaches the database.
    expect((await upload('1.0.1', 'x'.repeat(200_001))).code).toBe(400);
  });

  it('a device gets its key once at binding: a second exchange of the code is refused, a wrong code too', async () => {
    const code = await bindCode();
    expect(code.bindCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(code.qrCode.startsWith('data:image/png;base64,')).toBe(true);
    expect(JSON.parse(code.payload)).toEqual({ v: 1, resourceId, bindCode: code.bindCode });
    const first = await bind(code.bindCode);
    expect(first.code).toBe(200);
    expect(first.data.monitorKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first.data.bankName).toBe(bankName);
    expect(await keyOf()).toBe(first.data.monitorKey);
    const second = await bind(code.bindCode);
    expect(second).toMatchObject({ code: 400, msgId: 'errors.bindCodeInvalid' });
    expect(await keyOf()).toBe(first.data.monitorKey);
    expect((await bind('ABCDEFGHJK')).code).toBe(400);
    // A code waits 10 minutes at most.
    const late = await bindCode();
    b.clock.advance(11 * 60_000);
    expect((await bind(late.bindCode)).code).toBe(400);
    b.clock.set(now);
  });

  it('the rollout flag decides what a device downloads: the newest rolled-out version of its bank', async () => {
    const code = await bindCode();
    const key = (await bind(code.bindCode)).data.monitorKey;
    expect(await download(key)).toMatchObject({ code: 404, msgId: 'errors.monitorScriptNone' });
    const v1 = (
      await b.call<Page<MonitorScriptRow>>(
        'GET',
        '/v1.0/monitorScript/list',
        { bankName, keyword: '1.0.0' },
        { token: superToken },
      )
    ).data.list[0]!;
    expect((await rollout(v1.id, true)).data).toMatchObject({ rolledOut: true, current: true });
    const got = await download(key);
    expect(got.data).toMatchObject({ bankName, version: '1.0.0', checksum: v1.checksum });
    expect(sha256(got.data.content)).toBe(got.data.checksum);
    // A version a device may hold keeps its content; its note may change.
    expect(
      (await asSuper('POST', '/v1.0/monitorScript/update', { id: v1.id, content: 'changed', note: 'x' })).msgId,
    ).toBe('errors.monitorScriptFrozen');
    const v2 = (await upload('1.1.0', '{"parser":"sms","v":2}')).data;
    expect((await download(key)).data.version).toBe('1.0.0');
    // Not rolled out yet: it may still be edited, and the checksum follows the content.
    const edited = await asSuper<MonitorScriptRow>('POST', '/v1.0/monitorScript/update', {
      id: v2.id,
      content: '{"parser":"sms","v":3}',
      note: 'fixed',
    });
    expect(edited.data.checksum).toBe(sha256('{"parser":"sms","v":3}'));
    await rollout(v2.id, true);
    expect((await download(key)).data).toMatchObject({ version: '1.1.0', content: '{"parser":"sms","v":3}' });
    // Withdrawn: devices get the previous rolled-out version again.
    await rollout(v2.id, false);
    expect((await download(key)).data.version).toBe('1.0.0');
    await rollout(v2.id, true);
  });

  it('a signed report is accepted once: a replay, an old timestamp and a bad signature are refused and change nothing', async () => {
    const code = await bindCode();
    const key = (await bind(code.bindCode)).data.monitorKey;
    const report = deviceBody(
      b,
      { resourceId, state: MonitorState.running, scriptVersion: '1.0.0', messages: [] },
      key,
    );
    expect((await b.call('POST', '/v1.0/monitor/report', report)).code).toBe(200);
    const [after] = await b.db
      .select({ state: resources.monitorState, version: resources.version })
      .from(resources)
      .where(eq(resources.id, resourceId));
    expect(after).toEqual({ state: MonitorState.running, version: '1.0.0' });
    const refusedBefore = await refusedLines();
    const state = (s: number) => ({ resourceId, state: s, messages: [] });
    // The same body again, byte for byte: a replay.
    expect(await b.call('POST', '/v1.0/monitor/report', report)).toMatchObject({
      code: 409,
      msgId: 'errors.deviceReplay',
    });
    // Signed correctly, but six minutes old (the window is five).
    const old = deviceBody(b, state(MonitorState.offline), key, new Date(now.getTime() - 6 * 60_000));
    expect(await b.call('POST', '/v1.0/monitor/report', old)).toMatchObject({
      code: 400,
      msgId: 'errors.deviceTimestampStale',
    });
    // A captured report with its state changed: the signature no longer fits.
    expect(await b.call('POST', '/v1.0/monitor/report', { ...report, state: MonitorState.offline })).toMatchObject({
      code: 400,
      msgId: 'errors.signInvalid',
    });
    // Signed with the key the account had before binding.
    expect(
      (await b.call('POST', '/v1.0/monitor/report', deviceBody(b, state(MonitorState.offline), 'never-handed-out-key')))
        .code,
    ).toBe(400);
    const [still] = await b.db
      .select({ state: resources.monitorState })
      .from(resources)
      .where(eq(resources.id, resourceId));
    expect(still!.state).toBe(MonitorState.running);
    expect(await refusedLines()).toBe(refusedBefore + 4);
    // The web-record report is checked the same way.
    const records = deviceBody(b, { resourceId, records: [] }, key);
    expect((await b.call('POST', '/v1.0/monitor/reportRecords', records)).code).toBe(200);
    expect((await b.call('POST', '/v1.0/monitor/reportRecords', records)).code).toBe(409);
    // Once the window has passed the nonces are swept, and the copy is refused by its time alone.
    b.clock.advance(6 * 60_000);
    await forgetExpiredNonces(b.db, b.clock.now());
    expect(await b.db.select().from(monitorNonces).where(eq(monitorNonces.resourceId, resourceId))).toHaveLength(0);
    expect(await b.call('POST', '/v1.0/monitor/report', report)).toMatchObject({
      code: 400,
      msgId: 'errors.deviceTimestampStale',
    });
    b.clock.set(now);
  });

  it('re-binding replaces the key: the old device is refused, the new one accepted', async () => {
    const oldKey = await keyOf();
    const code = await bindCode(await b.sessionFor('admin0001'));
    const newKey = (await bind(code.bindCode, 'Galaxy A54')).data.monitorKey;
    expect(newKey).not.toBe(oldKey);
    expect(
      (await b.call('POST', '/v1.0/monitor/report', deviceBody(b, { resourceId, state: MonitorState.running }, oldKey)))
        .msgId,
    ).toBe('errors.signInvalid');
    expect(
      (
        await b.call(
          'POST',
          '/v1.0/monitor/report',
          deviceBody(b, { resourceId, state: MonitorState.running, scriptVersion: '1.0.0' }, newKey),
        )
      ).code,
    ).toBe(200);
    // Only the owner and staff hand out codes: the readonly role may not.
    expect((await b.call('POST', '/v1.0/resource/createBindCode', { resourceId }, { token: readonlyToken })).code).toBe(
      403,
    );
  });

  it('the receiving account shows the version its device reports and the newest rolled-out one of its bank', async () => {
    // Another bank's newer rolled-out version changes nothing for this bank.
    const other = await asSuper<MonitorScriptRow>('POST', '/v1.0/monitorScript/create', {
      bankName: `${bankName} Other`,
      version: '7.7.7',
      content: 'other bank',
      rolledOut: true,
    });
    expect(other.data).toMatchObject({ current: true, deviceCount: 0 });
    const list = await b.call<Page<ResourceRow>>(
      'GET',
      '/v1.0/resource/getList',
      { type: 'opt' },
      { token: supplierToken },
    );
    const row = list.data.list.find((r) => r.id === resourceId)!;
    expect(row).toMatchObject({ version: '1.0.0', latestScriptVersion: '1.1.0', clientBinding: 'Galaxy A54' });
    expect(row.deviceBoundTime).not.toBeNull();
    const devices = await b.call<MonitorScriptDevice[]>(
      'GET',
      '/v1.0/monitorScript/devices',
      { bankName },
      { token: readonlyToken },
    );
    expect(devices.data).toEqual([
      expect.objectContaining({ resourceId, scriptVersion: '1.0.0', cardNumber: '50100777666555' }),
    ]);
    const scripts = await b.call<Page<MonitorScriptRow>>(
      'GET',
      '/v1.0/monitorScript/list',
      { bankName },
      { token: readonlyToken },
    );
    expect(scripts.data.list.map((r) => [r.version, r.current, r.deviceCount])).toEqual([
      ['1.1.0', true, 0],
      ['1.0.0', false, 1],
    ]);
  });
});
