import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  Code,
  constants,
  findUnsafeText,
  liveCalls,
  liveCloseSessionExpired,
  liveWsPath,
  serverMessages,
  type LiveCommand,
  type LiveMessage,
} from '../../../src/contract/index.ts';
import type { Auth, Services } from '../../http/context.ts';
import { registerCall } from '../../http/route.ts';
import { authenticateTokenHash, hashToken } from '../user/index.ts';
import { attachBus, detachBus, localBus, redisBus, type LiveBus } from './bus.ts';
import { liveDiagnostics, pollPath, pollToken, PollLog } from './diagnostics.ts';
import { LiveHub } from './hub.ts';
import { sessionExpiry } from './repository.ts';
import { issueTicket } from './ticket.ts';
import { memoryTickets, redisTickets, type TicketStore } from './tickets.ts';
import { websocketClients } from '../../lib/metrics.ts';

/** A socket that sends nothing for three heartbeats is gone; the client reconnects if it is not. */
const idleMs = constants.heartbeatMs * 3;
const maxCommandBytes = 16 * 1024;
/**
 * A heartbeat answers from memory: session ends arrive as events, and the expiry time is known
 * from the upgrade. The database is asked again only this often (a missed event, a disabled
 * user), so 10,000 idle sockets cost no 500 session queries a second.
 */
const sessionRecheckMs = 10 * 60_000;

/** The part of a `ws` socket used here (the project has no @types/ws). */
interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code: number, reason: string): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'message', listener: (raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
}

interface Upgrade {
  auth: Auth | null;
  tokenHash: string | null;
  expiresAt: number;
}

function parseCommand(raw: string): LiveCommand | null {
  try {
    const v = JSON.parse(raw) as Partial<LiveCommand> | null;
    if (!v || typeof v !== 'object' || typeof v.commandType !== 'string' || typeof v.requestId !== 'number')
      return null;
    // The contract's one text rule (decision 047) holds here too, for any command that stores what it carries.
    if (findUnsafeText(v)) return null;
    return {
      requestId: v.requestId,
      commandType: v.commandType,
      data: v.data ?? null,
      token: typeof v.token === 'string' ? v.token : null,
    };
  } catch {
    return null;
  }
}

/**
 * The session of the upgrade request, as its token's hash: a one-time `?ticket=` (the live worker:
 * a browser cannot set headers on a websocket) or the `token` header (other clients). A `?token=`
 * is refused outright, ticket or not: a token in a URL ends up in access logs and proxies (decision 049).
 */
async function upgradeTokenHash(req: FastifyRequest, tickets: TicketStore, now: number): Promise<string | null> {
  const query = (req.query ?? {}) as Record<string, unknown>;
  if (query.token !== undefined) return null;
  if (typeof query.ticket === 'string') return tickets.consume(query.ticket, now);
  const header = req.headers.token;
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 128 ? hashToken(value) : null;
}

/**
 * Product 7.10 websocket: one per client (the live worker), authenticated at the upgrade by a
 * one-time ticket (or the token header), answering heartbeats with a fresh key, pushing new orders to those who may see
 * them, and sending 1003 then closing when the session ends. With REDIS_URL the events travel
 * through Redis, so a client on any instance hears of an order placed on any other.
 */
export async function liveRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(websocket, { options: { maxPayload: maxCommandBytes } });
  const onError = (e: unknown) => app.log.warn({ err: e }, 'live bus');
  const bus: LiveBus = services.config.redisUrl ? await redisBus(services.config.redisUrl, onError) : localBus();
  attachBus(services.events, bus);
  const hub = new LiveHub();
  const tickets = services.config.redisUrl ? await redisTickets(services.config.redisUrl, onError) : memoryTickets();
  app.addHook('onClose', async () => tickets.close());
  const polls = new PollLog();
  app.addHook('onResponse', async (req) => {
    if (req.method !== 'GET' || req.url.split('?')[0] !== pollPath) return;
    const token = pollToken(req.headers, req.cookies);
    if (token) polls.record(hashToken(token), services.clock.now().getTime());
  });
  const sweep = setInterval(() => polls.sweep(services.clock.now().getTime()), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  registerCall(app, services, liveCalls.diagnostics, (i, ctx) =>
    liveDiagnostics(ctx, hub, polls, i.userName, i.windowSeconds),
  );
  registerCall(app, services, liveCalls.ticket, (_i, ctx) => issueTicket(ctx, tickets), { rateLimitPerMinute: 300 });
  const off = [
    bus.subscribe((e) => hub.deliver(e)),
    services.events.on('sessionEnded', ({ sessionId, userId }) =>
      bus.publish({ type: 'sessionEnded', sessionId, userId }),
    ),
    services.events.on('userSessionsEnded', ({ userId }) => bus.publish({ type: 'userSessionsEnded', userId })),
  ];
  app.addHook('onClose', async () => {
    for (const f of off) f();
    detachBus(services.events);
    await bus.close();
  });

  const upgrades = new WeakMap<FastifyRequest, Upgrade>();

  app.route({
    method: 'GET',
    url: liveWsPath,
    websocket: true,
    preValidation: async (req) => {
      const tokenHash = await upgradeTokenHash(req, tickets, services.clock.now().getTime());
      const auth = tokenHash ? await authenticateTokenHash(services, tokenHash) : null;
      const expiresAt = auth ? await sessionExpiry(services.db, auth.session.id) : undefined;
      upgrades.set(req, { auth, tokenHash, expiresAt: expiresAt?.getTime() ?? 0 });
    },
    handler: (socket: LiveSocket, req) => {
      const upgrade = upgrades.get(req);
      const send = (m: LiveMessage) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(m));
      };
      let closed = false;
      const expire = () => {
        if (closed) return;
        closed = true;
        send({
          commandType: 'sessionExpired',
          code: Code.sessionExpired,
          data: null,
          msg: serverMessages['errors.sessionExpired'],
        });
        socket.close(liveCloseSessionExpired, 'session expired');
      };
      if (!upgrade?.auth || !upgrade.tokenHash) {
        expire();
        return;
      }
      const { auth, tokenHash, expiresAt } = upgrade;
      const recheck = () => authenticateTokenHash(services, tokenHash);
      let checkedAt = services.clock.now().getTime();
      const remove = hub.add({ user: auth.user, sessionId: auth.session.id, send, expire });
      websocketClients.inc();
      // A session ended between the upgrade's check and hub.add sent its event to nobody: heartbeats
      // answer from memory, so check once more now that the socket hears the events.
      void recheck().then(
        (still) => {
          if (!still) expire();
        },
        // A failed read is no proof the session ended: the next heartbeat asks again.
        () => {
          checkedAt = 0;
        },
      );

      let idle = setTimeout(() => socket.close(4000, 'idle'), idleMs);
      socket.on('close', () => {
        closed = true;
        clearTimeout(idle);
        remove();
        websocketClients.dec();
      });
      socket.on('message', (raw, isBinary) => {
        clearTimeout(idle);
        idle = setTimeout(() => socket.close(4000, 'idle'), idleMs);
        const command = isBinary ? null : parseCommand(String(raw));
        if (!command) {
          send({ requestId: -1, code: Code.badRequest, data: null, msg: serverMessages['errors.badRequest'] });
          return;
        }
        // A command signed with another token belongs to another session: never answer it here.
        // (The app's worker sends none: it never holds the token, which lives in an HttpOnly cookie.)
        if (command.token !== null && hashToken(command.token) !== tokenHash) {
          expire();
          return;
        }
        void answer(command).catch(() => {
          send({
            requestId: command.requestId,
            code: Code.internal,
            data: null,
            msg: serverMessages['errors.internal'],
          });
        });
      });

      async function answer(command: LiveCommand): Promise<void> {
        if (command.commandType !== 'heartbeat') {
          send({
            requestId: command.requestId,
            code: Code.badRequest,
            data: null,
            msg: serverMessages['errors.badRequest'],
          });
          return;
        }
        // An expiry has no event behind it: the heartbeat after it ends the socket (sessionRecheckMs).
        const now = services.clock.now().getTime();
        if (now >= expiresAt || now - checkedAt >= sessionRecheckMs) {
          checkedAt = now;
          if (!(await recheck())) {
            expire();
            return;
          }
        }
        send({
          requestId: command.requestId,
          code: Code.ok,
          data: { key: randomBytes(12).toString('base64url') },
          msg: 'success',
        });
      }
    },
  });
}
