import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { constants, defaultLanguage, languageFromTag } from '../src/contract/index.ts';
import type { ServerConfig, TrustProxy } from './config.ts';
import type { Db } from './db/client.ts';
import type { Services } from './http/context.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { registerPublicLimits } from './http/limits.ts';
import { installSecurityHeaders, runtimeConfigOrigins } from './http/security-headers.ts';
import { installManifests } from './http/manifests.ts';
import { installProbes, installRequestTelemetry, Lifecycle } from './http/operations.ts';
import { staticCacheControl } from './http/static-cache.ts';
import { installSignInPage } from './http/sign-in-page.ts';
import { installCheckoutPage } from './http/checkout-page.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createEvents, type Events } from './lib/events.ts';
import { requestIdFrom, silentLogger } from './lib/logger.ts';
import { AllowList, createOutboundGuard, type Resolver } from './lib/outbound/index.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { adminRoutes } from './modules/staff-accounts/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/routes.ts';
import { orderAnalysisRoutes } from './modules/order-analysis/routes.ts';
import { webRecordRoutes } from './modules/web-records/routes.ts';
import { merchantApiRoutes } from './modules/merchant-api/routes.ts';
import { callbackRoutes } from './modules/order-callbacks/routes.ts';
import { monitorLogRoutes } from './modules/monitor-log/routes.ts';
import { monitorScriptRoutes } from './modules/monitor-scripts/index.ts';
import { entityViewRoutes } from './modules/entity-view/routes.ts';
import { errorLogRoutes } from './modules/error-log/routes.ts';
import { fundRecordRoutes } from './modules/fund-records/routes.ts';
import { botFundRecordRoutes, recordGroupReport, reportRecordedText } from './modules/bot-bookkeeping/index.ts';
import { createIpRuleSet, ipRuleRoutes } from './modules/ip-rules/index.ts';
import { dynamicPayRoutes, sharedSandboxPool } from './modules/dynamic-pay/index.ts';
import { auditRoutes } from './modules/audit-log/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { messageRoutes } from './modules/messages/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { orderActionRoutes } from './modules/orders/action-routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { payGatewayRoutes } from './modules/pay-gateways/index.ts';
import { riskControlRoutes } from './modules/risk-control/routes.ts';
import { bankRoutes } from './modules/banks/routes.ts';
import { smsTemplateRoutes } from './modules/sms-templates/routes.ts';
import { listViewRoutes } from './modules/list-views/routes.ts';
import { payoutBatchRoutes } from './modules/payout-batches/routes.ts';
import { payoutStatisticsRoutes } from './modules/payout-statistics/routes.ts';
import { orderTestRoutes } from './modules/order-test/routes.ts';
import { resourceRoutes } from './modules/receiving-accounts/routes.ts';
import { systemConfigRoutes } from './modules/system-config/routes.ts';
import { publicBrand } from './modules/system-config/index.ts';
import { botMessenger, onBotGroupText, relayBotRoutes, telegramBotRoutes } from './modules/telegram-bot/index.ts';
import { systemMaintenanceRoutes } from './modules/system-maintenance/routes.ts';
import { orderRetentionRoutes } from './modules/order-retention/routes.ts';
import { securityChainRoutes } from './modules/security-chain/routes.ts';
import { sessionAuthenticator } from './modules/user/index.ts';
import { userRoutes } from './modules/user/routes.ts';
import { userProductRoutes } from './modules/user-products/routes.ts';

export interface AppOptions {
  config: ServerConfig;
  db: Db;
  clock?: Clock;
  events?: Events;
  /** The process's logger (server/lib/logger.ts); without one the app logs nothing, as in tests. */
  logger?: FastifyBaseLogger;
  /** Ready or draining (server/main.ts drains on SIGTERM); a new one when not given. */
  lifecycle?: Lifecycle;
  /** The DNS of outgoing requests; tests answer names without a network. */
  resolve?: Resolver;
}

/**
 * Fastify's form of TRUST_PROXY. A hop count is a function: this Fastify takes a bare number as
 * "trust nothing". proxy-addr asks about the socket (hop 0), then each X-Forwarded-For entry from
 * the right; the first address not trusted is the client's.
 */
function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * The app factory used by `npm start` and by every test: external plugins first, then the error
 * handler, then one module per API group of spec section 7, then the built PWA.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const loggerInstance: FastifyBaseLogger = options.logger ?? silentLogger();
  const app = Fastify({
    loggerInstance,
    // One line per request, written by the telemetry hook with the route pattern and the caller.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => requestIdFrom(req.headers['x-request-id']),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: constants.requestBodyMaxBytes,
  });
  // Every route as `METHOD url`: the route walk test checks each against the role table.
  const routeLog: string[] = [];
  app.decorate('routeLog', routeLog);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeLog.push(`${method} ${route.url}`);
  });

  const lifecycle = options.lifecycle ?? new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  // Before everything, so refusals and errors carry the request id and are counted too.
  installRequestTelemetry(app, lifecycle);

  const hasStatic = existsSync(join(config.staticDir, 'index.html'));
  // First, so every answer carries the headers, the ones of errors and static files included.
  installSecurityHeaders(app, [
    ...config.cspConnectExtra,
    ...(hasStatic ? runtimeConfigOrigins(config.staticDir) : []),
  ]);
  await app.register(cookie);
  // Answers above 1 KB go out compressed (brotli, else gzip) for a phone's slow network; static
  // files the build compressed already are sent as they are (Content-Encoding set). Compressed
  // request bodies are not taken: nothing sends them, and inflating one would bypass the body limit.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  // JSON only (multipart on the one upload route): text/plain is what a cross-site HTML form can
  // send without a preflight, so it is refused with 415 like form encoding (decision 049).
  app.removeContentTypeParser('text/plain');
  // Flood guards (failed logins are also counted per account and IP in the database) and the
  // limits of the public signed calls, shared through Redis when it is set.
  const clock = options.clock ?? systemClock;
  const limits = await registerPublicLimits(app, config, clock);
  const services: Services = {
    db: options.db,
    config,
    clock,
    events: options.events ?? createEvents(),
    authenticator: sessionAuthenticator,
    ipGate: createIpRuleSet(options.db),
    limits,
    outbound: createOutboundGuard({ allow: new AllowList(config.outboundAllow), resolve: options.resolve }),
  };
  app.decorate('services', services);

  installErrorHandler(app, hasStatic ? (_req, reply) => reply.sendFile('index.html') : undefined);

  await app.register(async (api) => {
    await userRoutes(api, services);
    await adminRoutes(api, services);
    await searchRoutes(api, services);
    await messageRoutes(api, services);
    await errorLogRoutes(api, services);
    await orderRoutes(api, services);
    await orderActionRoutes(api, services);
    await payoutRoutes(api, services);
    await merchantApiRoutes(api, services);
    await riskControlRoutes(api, services);
    await smsTemplateRoutes(api, services);
    await listViewRoutes(api, services);
    await payoutStatisticsRoutes(api, services);
    await payoutBatchRoutes(api, services);
    await orderTestRoutes(api, services);
    await systemConfigRoutes(api, services);
    await systemMaintenanceRoutes(api, services);
    await bankRoutes(api, services);
    await orderRetentionRoutes(api, services);
    await entityViewRoutes(api, services);
    await callbackRoutes(api, services);
    await bankStatementRoutes(api, services);
    await orderAnalysisRoutes(api, services);
    await webRecordRoutes(api, services);
    await monitorLogRoutes(api, services);
    await monitorScriptRoutes(api, services);
    await resourceRoutes(api, services);
    await accountRoutes(api, services);
    await agentRoutes(api, services);
    await userProductRoutes(api, services);
    await fundRecordRoutes(api, services);
    await botFundRecordRoutes(api, services);
    await auditRoutes(api, services);
    await securityChainRoutes(api, services);
    await dynamicPayRoutes(api, services);
    await payGatewayRoutes(api, services);
  });
  // The pay-script sandboxes' worker threads (SANDBOX_WORKERS, started on first use) end with the
  // app (a later run starts new ones).
  const sandboxPool = sharedSandboxPool(config.sandboxWorkers);
  app.addHook('onClose', () => sandboxPool.close());

  // The websocket of product 7.10 (and @fastify/websocket's injectWS for tests).
  await liveRoutes(app, services);
  // Web Push listens on the live bus, so it comes after the live routes that attach it.
  await pushRoutes(app, services);
  // The IP whitelist listens on the live bus too; its rules are loaded before the app answers.
  await ipRuleRoutes(app, services);
  // The Telegram bot listens on the live bus for a new BotToken; it starts once the app is ready.
  await telegramBotRoutes(app, services);
  // The relay bot: the same runtime with TransferBotToken, its own lock and state.
  await relayBotRoutes(app, services);
  // A bound group's "+1000 USDT" becomes a pending bookkeeping record; no balance moves until staff
  // confirm. The bot says so in the group, so the sender knows it was heard and under which number.
  const messenger = botMessenger(services);
  onBotGroupText(services, async (m) => {
    const outcome = await recordGroupReport(services.db, services.clock, {
      chatId: m.chatId,
      messageId: m.messageId,
      fromUserId: m.from.id,
      fromName: m.from.name,
      text: m.text,
    });
    if (outcome.recorded)
      await messenger.send(m.chatId, reportRecordedText(languageFromTag(m.language) ?? defaultLanguage, outcome));
  });

  installProbes(app, { config, db: options.db, lifecycle });
  if (hasStatic) {
    const systemName = async () => (await publicBrand(services.db)).systemName;
    installManifests(app, config.staticDir, systemName);
    installSignInPage(app, config.staticDir, systemName);
    installCheckoutPage(app, config.staticDir);
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      // The manifests are answered with the operator's product name (http/manifests.ts).
      globIgnore: ['manifest*.webmanifest*'],
      // The build writes a .br and a .gz beside each text file (vite.config.ts): sent by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', staticCacheControl(relative(config.staticDir, path))),
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    routeLog: string[];
  }
}
