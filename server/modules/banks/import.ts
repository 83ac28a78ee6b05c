import {
  bankFieldsSchema,
  bankNameKey,
  isMessageId,
  type BankFields,
  type BankImportProblem,
  type BankImportResult,
  type CallParsed,
  type bankCalls,
} from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { audit } from '../audit-log/index.ts';
import { insertBanks, takenCodes, type NewBank } from './repository.ts';

/** Rows a statement: 7 columns each, far under PostgreSQL's 65,535 parameters. */
const chunk = 500;

/** Checks each line with the contract (as the app did) and drops a code repeated in the file. */
export function checkBankLines(rows: CallParsed<typeof bankCalls.import>['rows']): {
  ok: { line: number; bank: BankFields }[];
  problems: BankImportProblem[];
} {
  const ok: { line: number; bank: BankFields }[] = [];
  const problems: BankImportProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const { line, cells } of rows) {
    const parsed = bankFieldsSchema.safeParse(cells);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push({
        line,
        field: issue?.path.join('.') || null,
        id: isMessageId(issue?.message) ? issue.message : 'errors.badRequest',
      });
      continue;
    }
    const key = `${parsed.data.country}:${parsed.data.shortCode}`;
    const first = firstLine.get(key);
    if (first !== undefined) {
      problems.push({ line, field: 'shortCode', id: 'validation.bankImport.duplicateInFile', values: { line: first } });
      continue;
    }
    firstLine.set(key, line);
    ok.push({ line, bank: parsed.data });
  }
  return { ok, problems };
}

/**
 * POST /v1.0/banks/import: every good line is added in one transaction, in chunks; a line whose
 * code the directory already has is answered as taken and changes nothing (an import never edits).
 */
export async function importBanks(
  input: CallParsed<typeof bankCalls.import>,
  ctx: AuthedContext,
): Promise<BankImportResult> {
  const { ok, problems } = checkBankLines(input.rows);
  const now = ctx.clock.now();
  const created = await ctx.db.transaction(async (tx) => {
    const fresh: { line: number; bank: BankFields }[] = [];
    const byCountry = new Map<string, typeof ok>();
    for (const r of ok) {
      const list = byCountry.get(r.bank.country);
      if (list) list.push(r);
      else byCountry.set(r.bank.country, [r]);
    }
    for (const [country, lines] of byCountry) {
      const taken = new Set(
        await takenCodes(
          tx,
          country,
          lines.map((l) => l.bank.shortCode),
        ),
      );
      for (const l of lines) {
        if (taken.has(l.bank.shortCode))
          problems.push({
            line: l.line,
            field: 'shortCode',
            id: 'errors.bankCodeExists',
            values: { shortCode: l.bank.shortCode, country },
          });
        else fresh.push(l);
      }
    }
    const values: NewBank[] = fresh.map(({ bank }) => ({
      ...bank,
      enabled: true,
      nameKey: bankNameKey(bank.name),
      createdAt: now,
      updatedAt: now,
    }));
    let inserted = 0;
    for (let i = 0; i < values.length; i += chunk)
      inserted += (await insertBanks(tx, values.slice(i, i + chunk))).length;
    if (inserted > 0)
      await audit(tx, ctx, 'banks.import', `banks:${inserted}`, null, {
        count: inserted,
        banks: fresh.map((f) => ({
          country: f.bank.country,
          shortCode: f.bank.shortCode,
          name: f.bank.name,
          ifscPrefix: f.bank.ifscPrefix,
        })),
      });
    return inserted;
  });
  problems.sort((a, b) => a.line - b.line);
  return { created, problems };
}
