import type { FastifyInstance } from 'fastify';
import { listViewCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { auditListExport, deleteListView, listViews, renameListView, saveListView } from './views.ts';

/** Saved views of the list pages (decision 127) and the audit of list exports (decision 126). */
export async function listViewRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listViews);
  registerCall(app, s, c.save, saveListView);
  registerCall(app, s, c.update, renameListView);
  registerCall(app, s, c.delete, deleteListView);
  registerCall(app, s, c.auditExport, auditListExport);
}
