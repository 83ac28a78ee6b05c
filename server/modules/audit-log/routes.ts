import type { FastifyInstance } from 'fastify';
import { auditRecordCalls } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { listAuditRecords } from './list.ts';

/** The audit log (product 2.8): read only; records are written by audit() alone, in the changes' transactions. */
export async function auditRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, auditRecordCalls.getList, listAuditRecords);
}
