import type { PayGatewayList } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { toGatewayRow } from './changes.ts';
import { allGateways, gatewayFigures, payoutProducts } from './repository.ts';

const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** GET /v1.0/payGateway/list: every gateway by id, with today's figures, and the payout products. */
export async function listGateways(_input: unknown, ctx: AuthedContext): Promise<PayGatewayList> {
  const [gateways, figures, products] = await Promise.all([
    allGateways(ctx.db),
    gatewayFigures(ctx.db, startOfUtcDay(ctx.clock.now())),
    payoutProducts(ctx.db),
  ]);
  return { gateways: gateways.map((g) => toGatewayRow(g, ctx.config, figures.get(g.id))), products };
}
