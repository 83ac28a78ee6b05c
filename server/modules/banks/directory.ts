import {
  bankNameKey,
  Code,
  type BankOptions,
  type BankRow,
  type CallParsed,
  type Page,
  type bankCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from '../audit-log/index.ts';
import { settingValue } from '../system-config/index.ts';
import { bankById, bankPage, enabledBanks, insertBank, setBankColumns, type BankRecord } from './repository.ts';

type Parsed<K extends keyof typeof bankCalls> = CallParsed<(typeof bankCalls)[K]>;

export function toBankRow(r: BankRecord): BankRow {
  return {
    id: r.id,
    name: r.name,
    shortCode: r.shortCode,
    ifscPrefix: r.ifscPrefix,
    country: r.country,
    enabled: r.enabled,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a bank: its fields, not its times. */
const audited = (r: BankRecord) => ({
  id: r.id,
  name: r.name,
  shortCode: r.shortCode,
  ifscPrefix: r.ifscPrefix,
  country: r.country,
  enabled: r.enabled,
});
const target = (r: BankRecord) => `bank:${r.id}`;
const codeTaken = (v: { shortCode: string; country: string }) =>
  new ApiError(
    Code.conflict,
    'errors.bankCodeExists',
    { shortCode: v.shortCode, country: v.country },
    { field: 'shortCode' },
  );

/** GET /v1.0/banks/list: by country, then name; keyword matches name, short code or prefix. */
export async function listBanks(input: Parsed<'list'>, ctx: AuthedContext): Promise<Page<BankRow>> {
  const { rows, total } = await bankPage(ctx.db, input, input);
  return { list: rows.map(toBankRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum };
}

/**
 * GET /v1.0/banks/options: enabled banks for a picker. Without a country, account forms get
 * CardCountry's banks and payout forms DefaultCountry's (docs/decisions/051-settings-that-take-effect.md).
 */
export async function bankOptions(input: Parsed<'options'>, ctx: AuthedContext): Promise<BankOptions> {
  const country =
    input.country ?? (await settingValue(ctx.db, input.purpose === 'payout' ? 'DefaultCountry' : 'CardCountry'));
  const rows = await enabledBanks(ctx.db, country, input.keyword, 50);
  return {
    country,
    banks: rows.map((r) => ({
      id: r.id,
      name: r.name,
      shortCode: r.shortCode,
      ifscPrefix: r.ifscPrefix,
      country: r.country,
    })),
  };
}

/** POST /v1.0/banks/create. */
export async function createBank(input: Parsed<'create'>, ctx: AuthedContext): Promise<BankRow> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const made = await insertBank(tx, { ...input, nameKey: bankNameKey(input.name), createdAt: now, updatedAt: now });
    if (!made) throw codeTaken(input);
    await audit(tx, ctx, 'banks.create', target(made), null, audited(made));
    return made;
  });
  return toBankRow(row);
}

async function change(
  ctx: AuthedContext,
  id: number,
  action: 'banks.update' | 'banks.enable',
  values: Partial<BankRecord>,
): Promise<BankRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await bankById(tx, id, { lock: true });
    if (!before) throw new ApiError(Code.notFound, 'errors.bankNotFound');
    const after = await setBankColumns(tx, id, { ...values, updatedAt: ctx.clock.now() }).catch((e: unknown) => {
      // The unique index of (country, short code): another bank has the code now asked for.
      const pg = e as { code?: string; cause?: { code?: string } };
      if ((pg.cause?.code ?? pg.code) === '23505') return 'taken' as const;
      throw e;
    });
    if (after === 'taken')
      throw codeTaken({ shortCode: values.shortCode ?? before.shortCode, country: values.country ?? before.country });
    if (!after) throw new ApiError(Code.notFound, 'errors.bankNotFound');
    await audit(tx, ctx, action, target(after), audited(before), audited(after));
    return after;
  });
  return toBankRow(row);
}

/** POST /v1.0/banks/update: name, code, prefix and country; accounts and payouts keep the name they were saved with. */
export function updateBank(input: Parsed<'update'>, ctx: AuthedContext): Promise<BankRow> {
  const { id, ...fields } = input;
  return change(ctx, id, 'banks.update', { ...fields, nameKey: bankNameKey(fields.name) });
}

/** POST /v1.0/banks/enable: a disabled bank leaves the pickers; what was saved with it stays. */
export function setBankEnabled(input: Parsed<'setEnabled'>, ctx: AuthedContext): Promise<BankRow> {
  return change(ctx, input.id, 'banks.enable', { enabled: input.enable });
}
