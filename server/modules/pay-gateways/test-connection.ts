import { Code, type CallParsed, type ConnectionTestResult, type payGatewayCalls } from '../../../src/contract/index.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { OutboundRefused, OutboundTimeout } from '../../lib/outbound/index.ts';
import { targetOf } from './credentials.ts';
import { probe } from './razorpayx.ts';
import { gatewayById } from './repository.ts';

/**
 * POST /v1.0/payGateway/testConnection: one read with the stored keys (the latest payout of the
 * account), through the outbound guard with its timeout. Says what happened; changes nothing.
 */
export async function testGatewayConnection(
  input: CallParsed<typeof payGatewayCalls.testConnection>,
  ctx: AuthedContext,
): Promise<ConnectionTestResult> {
  const g = await gatewayById(ctx.db, input.id);
  if (!g) throw new ApiError(Code.notFound, 'errors.payGatewayNotFound');
  const started = Date.now();
  const took = () => Date.now() - started;
  try {
    const answer = await probe(ctx.outbound, targetOf(g, ctx.config));
    if (answer.status >= 200 && answer.status < 300) return { outcome: 'ok', httpStatus: answer.status, ms: took() };
    return {
      outcome: answer.status === 401 || answer.status === 403 ? 'unauthorized' : 'httpError',
      httpStatus: answer.status,
      ms: took(),
    };
  } catch (err) {
    const outcome =
      err instanceof OutboundTimeout ? 'timeout' : err instanceof OutboundRefused ? 'refused' : 'unreachable';
    ctx.req.log.warn(
      { gateway: g.id, err: err instanceof Error ? err.message : String(err) },
      'pay gateway: connection test failed',
    );
    return { outcome, httpStatus: null, ms: took() };
  }
}
