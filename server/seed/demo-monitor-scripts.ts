import { and, asc, isNull, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { monitorScripts, resources } from '../db/schema.ts';
import { scriptChecksum } from '../modules/monitor-scripts/index.ts';

/** The version the demo rolls out: its devices report 2.3.0, 2.4.1 or 2.5.0, so some are behind. */
const demoVersion = '2.5.0';

/**
 * One rolled-out monitoring script per bank that has monitored (keyed) demo accounts (decision 076
 * item 6): a small JSON configuration of what the device reads. No random draws, so nothing
 * seeded before it shifts.
 */
export async function seedMonitorScripts(tx: DbOrTx, now: Date): Promise<void> {
  const banks = await tx
    .selectDistinct({ bankName: resources.bankName })
    .from(resources)
    .where(
      and(
        ne(resources.monitorKey, ''),
        ne(resources.bankName, ''),
        isNull(resources.deletedAt),
        // Banks that have their script already keep it: the seed calls this again after the channels.
        notInArray(resources.bankName, tx.select({ bankName: monitorScripts.bankName }).from(monitorScripts)),
      ),
    )
    .orderBy(asc(resources.bankName));
  if (banks.length === 0) return;
  await tx.insert(monitorScripts).values(
    banks.map(({ bankName }) => {
      const content = JSON.stringify(
        { bank: bankName, read: ['sms', 'notification'], pollSeconds: 10, heartbeatSeconds: 30, uploadBatch: 20 },
        null,
        2,
      );
      return {
        bankName,
        version: demoVersion,
        content,
        checksum: scriptChecksum(content),
        rolledOut: true,
        rolledOutAt: now,
        note: 'Demo: SMS and notification reader',
        createdBy: 'superadmin',
        updatedBy: 'superadmin',
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
}
