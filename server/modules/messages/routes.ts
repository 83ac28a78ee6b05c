import type { FastifyInstance } from 'fastify';
import { messageCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { inboxLists, messageContent, moveOwnMessage } from './inbox.ts';

/** Product 7.3: the signed-in user's own inbox. */
export async function messageRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.init, (_i, ctx) => inboxLists(ctx));
  registerCall(app, s, c.content, (i, ctx) => messageContent(i.msg_id, ctx));
  registerCall(app, s, c.hasRead, (i, ctx) => moveOwnMessage('hasRead', i.msg_id, ctx));
  registerCall(app, s, c.removeReaded, (i, ctx) => moveOwnMessage('removeReaded', i.msg_id, ctx));
  registerCall(app, s, c.restore, (i, ctx) => moveOwnMessage('restore', i.msg_id, ctx));
}
