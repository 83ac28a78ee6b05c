import { eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankStatements } from '../../db/schema.ts';
import { matchIncome } from './report.ts';
import { cardNumberOf } from './repository.ts';

/**
 * Matches the incomes MessageDelay held whose time has come, one per transaction: the row is
 * claimed with SKIP LOCKED (several instances share the work, none takes a record twice), its hold
 * cleared, and unless staff matched it by hand meanwhile, matched as the report would have. The
 * hold lives in the row, so a restart loses nothing. Answers how many it took.
 */
export async function matchDueStatements(db: Db, now: Date): Promise<number> {
  let taken = 0;
  for (;;) {
    const took = await db.transaction(async (tx) => {
      const [statement] = await tx
        .select()
        .from(bankStatements)
        .where(lte(bankStatements.matchAfter, now))
        .orderBy(bankStatements.matchAfter)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!statement) return false;
      await tx.update(bankStatements).set({ matchAfter: null }).where(eq(bankStatements.id, statement.id));
      if (statement.matchedOrderCode === null)
        await matchIncome(tx, statement, await cardNumberOf(tx, statement.resourceId), now);
      return true;
    });
    if (!took) return taken;
    taken++;
  }
}
