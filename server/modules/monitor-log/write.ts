import type { MonitorLogPhase } from '../../../src/contract/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insertMonitorLog } from './repository.ts';

export interface MonitorLogEntry {
  resourceId: number;
  /** The monitored account's card or account number, so support can search by it. */
  cardNumber: string;
  logPhase: MonitorLogPhase;
  content: string;
  orderCode?: string | null;
  now: Date;
}

/** One line of the monitor log, written in the caller's transaction so it says what really happened. */
export async function writeMonitorLog(db: DbOrTx, e: MonitorLogEntry): Promise<void> {
  await insertMonitorLog(db, {
    resourceId: e.resourceId,
    cardNumber: e.cardNumber,
    logPhase: e.logPhase,
    content: e.content.slice(0, 2000),
    orderCode: e.orderCode ?? null,
    createdAt: e.now,
  });
}
