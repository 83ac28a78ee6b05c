import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onErrorAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { Redis } from 'ioredis';
import { Code } from '../../src/contract/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { redisOptions } from '../lib/redis.ts';
import { ApiError } from './errors.ts';
import { memorySignatureFailures, redisSignatureFailures, type SignatureFailures } from './signature-failures.ts';

/** The envelope of every 429: how long to wait, also as Retry-After. */
export function tooManyRequests(seconds: number): ApiError {
  return new ApiError(Code.tooManyAttempts, 'errors.tooManyRequests', { seconds: Math.max(1, seconds) });
}

/** A signed call answered with one of these was not signed by anyone we know: it counts against its address. */
const refusedSigner = new Set([
  'errors.signInvalid',
  'errors.signTypeMismatch',
  'errors.merchantUnknown',
  'errors.monitorUnknown',
]);

export interface SignedCallHooks {
  preHandler: preHandlerAsyncHookHandler;
  onError: onErrorAsyncHookHandler;
}

export interface PublicLimits {
  /**
   * The hooks of one public signed call. `merchantCall`: it names its merchant by `mchId` and
   * gets the per-merchant and per-address budgets; every signed call gets the bad-signature block.
   */
  signedCallHooks(path: string, merchantCall: boolean): SignedCallHooks;
  signatureFailures: SignatureFailures;
}

const minute = 60_000;

/** The merchant the body names, only when it looks like an id (it becomes part of a Redis key). */
function namedMerchant(req: FastifyRequest): string | null {
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const raw = body.mchId;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  return /^[1-9]\d{0,11}$/.test(text) ? text : null;
}

const addressOf = (req: FastifyRequest) => normalizeIP(req.ip ?? '');

/**
 * Registers @fastify/rate-limit (shared through Redis when REDIS_URL is set, in memory otherwise)
 * and answers the limits of the public signed calls. The per-route limits of other public calls
 * (`rateLimitPerMinute` of registerCall) use the same store and the same 429 envelope.
 */
export async function registerPublicLimits(
  app: FastifyInstance,
  config: ServerConfig,
  clock: Clock,
): Promise<PublicLimits> {
  const { limits } = config;
  const redis = config.redisUrl
    ? // As the plugin advises: fail fast, never queue a request behind a Redis that does not answer.
      new Redis(config.redisUrl, redisOptions)
    : null;
  if (redis) {
    // Connected now, so the first limited calls do not find a client still connecting.
    redis.connect().catch(() => undefined);
    redis.on('error', (e: unknown) => app.log.warn({ err: e }, 'rate limit store: Redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: limits.redisPrefix } : {}),
    cache: 10_000,
    // A limit store that fails lets requests through: a Redis outage must not stop order creation.
    skipOnError: true,
    errorResponseBuilder: (_req, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
  const signatureFailures = redis ? redisSignatureFailures(redis, limits.redisPrefix) : memorySignatureFailures();
  const badSignatures = app.createRateLimit({
    max: limits.badSignPerMinute,
    timeWindow: minute,
    keyGenerator: (req) => `badSign:${addressOf(req)}`,
  });

  const refuse = (reply: FastifyReply, ttlInSeconds: number) => {
    const seconds = Math.max(1, ttlInSeconds);
    reply.header('retry-after', String(seconds));
    return tooManyRequests(seconds);
  };

  return {
    signatureFailures,
    signedCallHooks(path, merchantCall) {
      const perAddress = app.createRateLimit({
        max: limits.createPerMinute,
        timeWindow: minute,
        keyGenerator: (req) => `${path}:address:${addressOf(req)}`,
      });
      const perMerchant = app.createRateLimit({
        max: limits.createPerMinute,
        timeWindow: minute,
        keyGenerator: (req) => `${path}:merchant:${namedMerchant(req) ?? ''}`,
      });
      return {
        // preHandler: the body is parsed, so the merchant it names is known.
        preHandler: async (req, reply) => {
          // An address past its bad signatures is refused before anything else is counted or read.
          const blocked = await badSignatures(req, { increment: false });
          if (!blocked.isAllowed && blocked.remaining <= 0) throw refuse(reply, blocked.ttlInSeconds);
          if (!merchantCall) return;
          for (const limiter of namedMerchant(req) ? [perAddress, perMerchant] : [perAddress]) {
            const state = await limiter(req);
            if (!state.isAllowed && state.isExceeded) throw refuse(reply, state.ttlInSeconds);
          }
        },
        onError: async (req, _reply, error) => {
          if (!(error instanceof ApiError) || !refusedSigner.has(error.msgId)) return;
          try {
            await badSignatures(req);
            const merchant = namedMerchant(req);
            if (merchant && error.msgId === 'errors.signInvalid')
              await signatureFailures.record(Number(merchant), req.ip ?? '', clock.now());
          } catch (e) {
            // Counting must never change the answer; the limiter itself fails open the same way.
            req.log.warn({ err: e }, 'could not count a refused signature');
          }
        },
      };
    },
  };
}
