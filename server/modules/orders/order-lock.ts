import type { DbOrTx } from '../../db/client.ts';
import * as records from './records-repository.ts';
import type { OrderRecord } from './records-repository.ts';

export type { OrderRecord };

/**
 * The order with this code, locked in the caller's transaction (null when there is none): other
 * modules (the manual matches, the callback attempts) change an order only after taking this lock.
 */
export function lockOrderByCode(tx: DbOrTx, orderCode: string): Promise<OrderRecord | null> {
  return records.lockOrderByCode(tx, orderCode);
}
