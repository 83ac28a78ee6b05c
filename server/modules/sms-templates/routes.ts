import type { FastifyInstance } from 'fastify';
import { smsTemplateCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import {
  createSmsTemplate,
  deleteSmsTemplate,
  listSmsTemplates,
  trySmsTemplate,
  updateSmsTemplate,
} from './templates.ts';

/** SMS templates (product 2.8 /messageTemplate, product 3; decision 057). */
export async function smsTemplateRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listSmsTemplates);
  registerCall(app, s, c.create, createSmsTemplate);
  registerCall(app, s, c.update, updateSmsTemplate);
  registerCall(app, s, c.delete, deleteSmsTemplate);
  registerCall(app, s, c.try, trySmsTemplate);
}
