import type { FastifyInstance } from 'fastify';
import { merchantApiCalls as c, merchantOpenApiPath } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { merchantOpenApi } from './openapi.ts';
import { queryBalance, queryOrder, queryPayout, testDrive } from './queries.ts';

/** The merchant API's signed queries (docs/merchant-api.md); the creates live with orders and payouts. */
export async function merchantApiRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.orderQuery, queryOrder);
  registerCall(app, s, c.payoutQuery, queryPayout);
  registerCall(app, s, c.balanceQuery, queryBalance);
  registerCall(app, s, c.testDrive, testDrive);
  // The document is the raw OpenAPI JSON, not an envelope: tools read it as it is. It changes
  // only with a release, so caches may keep it for a while.
  const document = JSON.stringify(merchantOpenApi());
  app.get(merchantOpenApiPath, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/json; charset=utf-8').send(document),
  );
}
