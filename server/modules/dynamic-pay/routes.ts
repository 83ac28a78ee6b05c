import type { FastifyInstance } from 'fastify';
import { dynamicPayRecordCalls, payScriptCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { listRecords } from './records.ts';
import {
  activateVersion,
  disableScript,
  listPayScripts,
  listVersions,
  sampleOrders,
  saveScript,
  testRun,
} from './scripts.ts';

/** Pay scripts and their run records (decision 078; docs/decisions/078-dynamic-pay.md). */
export async function dynamicPayRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listPayScripts);
  registerCall(app, s, c.versions, listVersions);
  registerCall(app, s, c.save, saveScript);
  registerCall(app, s, c.activate, activateVersion);
  registerCall(app, s, c.disable, disableScript);
  registerCall(app, s, c.samples, sampleOrders);
  // A test run holds a sandbox turn: a few a second per caller is plenty for an editor.
  registerCall(app, s, c.testRun, testRun, { rateLimitPerMinute: 120 });
  registerCall(app, s, dynamicPayRecordCalls.list, listRecords);
}
