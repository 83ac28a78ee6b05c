import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FundReason, type CursorPage, type FundRecordRow } from '../../src/contract/index.ts';
import { fundRecords } from '../../server/db/schema.ts';
import { findUserByAccount } from '../../server/modules/user/repository.ts';
import { exportPageSize, pagesOf } from '../../src/lib/sheets/fetch-all-pages.ts';
import { exportCells, exportHeader, type PageRef } from '../../src/lib/sheets/export-decl.ts';
import { fundExport } from '../../src/features/fund-records/export/to-sheet.ts';
import { startBackend, type TestBackend } from './support/backend.ts';

/** The export's fetching and mapping, against the real list call (PGlite is enough: no SQL of its own). */
describe('fund record export', () => {
  let b: TestBackend;
  let merchantId: number;
  let token: string;
  const fetchPage = (ref: PageRef) =>
    b
      .call<CursorPage<FundRecordRow>>(
        'GET',
        '/v1.0/fundRecord/getList',
        { pageNum: exportPageSize, ...(ref.cursor ? { cursor: ref.cursor } : {}) },
        { token },
      )
      .then((r) => {
        expect(r.code).toBe(200);
        return r.data;
      });
  /** Every page as the export reads it, with the progress it reports. */
  const readAll = async (signal: AbortSignal, onPage: (done: number, total: number) => void) => {
    const rows: FundRecordRow[] = [];
    for await (const page of pagesOf(fetchPage, signal)) {
      rows.push(...page.rows);
      onPage(rows.length, page.total);
    }
    return rows;
  };

  beforeAll(async () => {
    b = await startBackend('pglite', { orderCount: 1200, now: new Date('2026-05-01T10:00:00.000Z') });
    merchantId = (await findUserByAccount(b.db, 'merchant01'))!.id;
    token = await b.sessionFor('merchant01');
  }, 180_000);
  afterAll(async () => {
    await b?.close();
  });

  it('fetches every filtered row page by page by the list’s own cursor, reporting rows fetched of the total', async () => {
    const expected = Number(
      (await b.db.select({ n: count() }).from(fundRecords).where(eq(fundRecords.userId, merchantId)))[0]!.n,
    );
    expect(expected).toBeGreaterThan(exportPageSize);
    const progress: [number, number][] = [];
    const rows = await readAll(new AbortController().signal, (done, total) => progress.push([done, total]));
    expect(rows).toHaveLength(expected);
    expect(new Set(rows.map((r) => r.id)).size).toBe(expected);
    expect(progress.at(-1)).toEqual([expected, expected]);
    expect(progress.length).toBe(Math.ceil(expected / exportPageSize));
    expect(progress.every(([, total]) => total === expected)).toBe(true);
  });

  it('stops when cancelled and reports no more progress', async () => {
    const controller = new AbortController();
    const progress: number[] = [];
    const run = readAll(controller.signal, (done) => {
      progress.push(done);
      controller.abort();
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toEqual([exportPageSize]);
  });

  it('writes amounts as numbers and headers in the UI language', () => {
    // A language whose catalog carries two of the headers: those come translated, the rest in English.
    const i18n = setupI18n({
      locale: 'zh-CN',
      messages: { 'zh-CN': { 'fundRecords.fields.time': '时间', 'enum.fundReason.withdraw': '提现' } },
    });
    i18n.setMessagesCompiler(compileMessage);
    const row: FundRecordRow = {
      id: 1,
      createdTime: '2026-05-01T10:00:00.000Z',
      userId: merchantId,
      userAccount: 'merchant01',
      userName: 'Merchant 01',
      reason: FundReason.withdraw,
      amount: -1234,
      balanceBefore: 5000,
      balanceAfter: 3766,
      orderCode: null,
      operator: 'admin0001',
      remark: 'Weekly settlement',
    };
    const sheet = {
      header: exportHeader(i18n, fundExport.columns),
      rows: [exportCells(i18n, fundExport.columns, row)],
    };
    // The reader's zone and clock (24 h in Chinese), with the offset in the header (decision 120).
    const at = new Date(row.createdTime);
    const offset = -at.getTimezoneOffset();
    const pad = (n: number) => String(n).padStart(2, '0');
    const zone = `UTC${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
    const local = `${at.getFullYear()}/${pad(at.getMonth() + 1)}/${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
    expect(sheet.header).toEqual([
      `时间 (${zone})`,
      'User',
      'Reason',
      'Amount',
      'Balance before',
      'Balance after',
      'Order number',
      'Operator',
      'Remark',
    ]);
    expect(sheet.rows).toEqual([
      [local, 'merchant01', '提现', -12.34, 50, 37.66, null, 'admin0001', 'Weekly settlement'],
    ]);
  });
});
