import type { FastifyInstance } from 'fastify';
import { payGatewayCalls as c } from '../../../src/contract/index.ts';
import type { Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { saveGateway } from './changes.ts';
import { listGateways } from './list.ts';
import { testGatewayConnection } from './test-connection.ts';
import { acceptWebhook, rawBodies } from './webhook.ts';

/** Payout gateways (decision 079): the configuration page's calls and the gateways' webhook. */
export async function payGatewayRoutes(app: FastifyInstance, s: Services): Promise<void> {
  registerCall(app, s, c.list, listGateways);
  registerCall(app, s, c.save, saveGateway);
  registerCall(app, s, c.testConnection, testGatewayConnection);
  await app.register(async (hooks) => {
    // Only in this scope: the webhook's JSON is kept as bytes too, for its signature.
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
      const bytes = body as Buffer;
      rawBodies.set(req, bytes);
      if (bytes.length === 0) return done(null, {});
      try {
        done(null, JSON.parse(bytes.toString('utf8')) as unknown);
      } catch {
        // Unparsable JSON still reaches the signature check: a forged body is audited like any other.
        done(null, {});
      }
    });
    registerCall(hooks, s, c.webhook, acceptWebhook, { rateLimitPerMinute: 600 });
  });
}
