import type { BotFundRecordPage, botFundRecordCalls, CallParsed } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { filterCondition, pageBotFundRecords, toRow, totalsOf } from './repository.ts';

/** GET /v1.0/botFundRecord/list: newest first, with the totals of every matching row. */
export async function listBotFundRecords(
  input: CallParsed<typeof botFundRecordCalls.list>,
  ctx: AuthedContext,
): Promise<BotFundRecordPage> {
  const where = filterCondition(input);
  const [{ rows, total }, totals] = await Promise.all([
    pageBotFundRecords(ctx.db, where, input),
    totalsOf(ctx.db, where),
  ]);
  return { list: rows.map(toRow), total, pageIndex: input.pageIndex, pageNum: input.pageNum, totals };
}
