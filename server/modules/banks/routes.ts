import type { FastifyInstance } from 'fastify';
import { bankCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { bankOptions, createBank, listBanks, setBankEnabled, updateBank } from './directory.ts';
import { importBanks } from './import.ts';

/** The bank directory (product 2.8 /setting/banks) and the pickers' options. */
export async function bankRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listBanks);
  registerCall(app, s, c.options, bankOptions);
  registerCall(app, s, c.create, createBank);
  registerCall(app, s, c.update, updateBank);
  registerCall(app, s, c.setEnabled, setBankEnabled);
  registerCall(app, s, c.import, importBanks);
}
