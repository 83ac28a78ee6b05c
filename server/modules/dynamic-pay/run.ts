import {
  payInstructionsSchema,
  type PayInstructions,
  type PayScriptInput,
  type PayScriptRunResult,
} from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dynamicPayRecords, type orders } from '../../db/schema.ts';
import { settingValue } from '../system-config/index.ts';
import { accountFacts } from './repository.ts';
import { sharedSandboxPool, type SandboxPool } from './sandbox-pool.ts';

type OrderRow = typeof orders.$inferSelect;

/** What a run is of, for its record. */
export interface RunSubject {
  productId: number;
  /** null: a test run of the editor's unsaved text. */
  versionId: number | null;
  version: number | null;
  orderId: number | null;
  orderCode: string | null;
  testRun: boolean;
  runBy: string;
}

/** The one input of a script, from an order as stored (or a sample shaped like one). */
export async function scriptInputOf(
  db: DbOrTx,
  order: Pick<
    OrderRow,
    'orderCode' | 'mchOrderNo' | 'productId' | 'amount' | 'payableAmount' | 'createdAt' | 'payer' | 'resourceId'
  >,
  currency: string,
): Promise<PayScriptInput> {
  const [account, redWalletCount] = await Promise.all([
    accountFacts(db, order.resourceId),
    settingValue(db, 'RedWalletCount'),
  ]);
  return {
    order: {
      orderCode: order.orderCode,
      mchOrderNo: order.mchOrderNo,
      productId: order.productId,
      amount: order.amount,
      payableAmount: order.payableAmount,
      currency,
      createTime: order.createdAt.toISOString(),
      payer: order.payer,
    },
    account,
    limits: { redWalletCount: Number(redWalletCount) },
  };
}

/** A zod issue list as one line an operator can act on. */
function issuesText(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || '(answer)'}: ${i.message}`)
    .join('; ');
}

/**
 * The script's JSON answer checked against the contract's schema and the order: the parts of a
 * split add up to the amount, and there are at most RedWalletCount of them. Any fault fails the run.
 */
export function checkAnswer(
  output: string,
  input: PayScriptInput,
): { ok: true; result: PayInstructions } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(output);
  } catch {
    return { ok: false, error: 'Invalid answer: not JSON' };
  }
  const parsed = payInstructionsSchema.safeParse(value);
  if (!parsed.success) return { ok: false, error: `Invalid answer: ${issuesText(parsed.error.issues)}` };
  const r = parsed.data;
  if (r.parts) {
    const limit = input.limits.redWalletCount;
    if (r.parts.length > limit)
      return {
        ok: false,
        error: `Invalid answer: parts: ${r.parts.length} parts, RedWalletCount allows at most ${limit}`,
      };
    const sum = r.parts.reduce((a, b) => a + b, 0);
    if (sum !== r.amount)
      return { ok: false, error: `Invalid answer: parts: they add up to ${sum}, the amount is ${r.amount}` };
  }
  return { ok: true, result: r };
}

/** Runs a script in the sandbox, checks its answer and records the run; never throws for the script's faults. */
export async function runAndRecord(
  db: DbOrTx,
  subject: RunSubject,
  source: string,
  input: PayScriptInput,
  now: () => Date,
  pool: SandboxPool = sharedSandboxPool(),
): Promise<PayScriptRunResult> {
  const outcome = await pool.run(subject.productId, source, input);
  const checked = outcome.ok ? checkAnswer(outcome.output, input) : { ok: false as const, error: outcome.error };
  const result = checked.ok ? checked.result : null;
  const error = checked.ok ? null : checked.error.slice(0, 1000);
  const [row] = await db
    .insert(dynamicPayRecords)
    .values({ ...subject, ok: checked.ok, durationMs: outcome.durationMs, result, error, createdAt: now() })
    .returning({ id: dynamicPayRecords.id });
  return { recordId: row!.id, ok: checked.ok, durationMs: outcome.durationMs, result, error };
}
