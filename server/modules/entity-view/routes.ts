import type { FastifyInstance } from 'fastify';
import { entityViewCalls as c, type EntityView } from '../../../src/contract/index.ts';
import type { AuthedContext, Services } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { registerCall } from '../../http/route.ts';
import { viewers } from './views.ts';

async function viewEntity(input: { type: keyof typeof viewers; key: string }, ctx: AuthedContext): Promise<EntityView> {
  const view = await viewers[input.type](ctx.db, input.key);
  if (!view) throw notFound('errors.entityNotFound');
  return view;
}

/** The entity data viewer (decision 053): read only, an allow-list of fields per type. */
export async function entityViewRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.view, viewEntity);
}
