import { z } from 'zod';
import { call } from '../call.ts';
import type { Role } from '../roles.ts';
import { stepUpProofSchema } from '../validation.ts';

/**
 * Order data retention (decision 058, product 2.8 /orderClearHistory): finished orders older than
 * DataClearCycle days move, with their callbacks, monitor lines and matched SMS and web records,
 * into archive tables. superAdmin starts a run; technicalMaintenance (the /readonly variant) reads.
 */
const readers = ['superAdmin', 'technicalMaintenance'] as const satisfies readonly Role[];
const base = '/v1.0/order-retention';

/** The tables a run moves rows out of, in the order it moves them. */
export const retentionTables = ['orders', 'orderCallbacks', 'monitorLogs', 'bankStatements', 'webRecords'] as const;
export type RetentionTable = (typeof retentionTables)[number];
export type RetentionCounts = Record<RetentionTable, number>;
export type RetentionRunState = 'running' | 'done' | 'failed' | 'abandoned';

export interface RetentionRun {
  id: number;
  /** ISO: orders created and last changed before it were eligible. */
  cutoff: string;
  /** '' for the scheduled job. */
  startedBy: string;
  scheduled: boolean;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  state: RetentionRunState;
  counts: RetentionCounts;
  batches: number;
  longestBatchMs: number;
  error: string;
}

/** What a run would move now (nothing is changed), and the cycle it reads. */
export interface RetentionPreview {
  cutoff: string;
  days: number;
  counts: RetentionCounts;
}

export const orderRetentionCalls = {
  /** The runs, newest first (the last 100). */
  listRuns: call<RetentionRun[]>()({ method: 'GET', path: `${base}/runs`, input: z.object({}), access: readers }),
  /** The dry run: counts only. A read, so it needs no Google code. */
  preview: call<RetentionPreview>()({ method: 'GET', path: `${base}/preview`, input: z.object({}), access: readers }),
  /** Starts a run now and answers it when finished; 409 while another runs. */
  runNow: call<RetentionRun>()({
    method: 'POST',
    path: `${base}/run`,
    input: z.object({ googleCode: stepUpProofSchema.optional() }),
    access: ['superAdmin'],
  }),
};
