import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { jobRuns } from './metrics.ts';

/**
 * Fields never written to the log, wherever they appear in a logged object (docs/operations/logs.md).
 * pino's paths take one wildcard level: the names are listed at the top, one and two levels down.
 */
const secretNames = [
  'password',
  'newPassword',
  'oldPassword',
  'password2',
  'token',
  'token2',
  'ticket',
  'secret',
  'googleSecret',
  'googlePendingSecret',
  'googleCode',
  'merchantKey',
  'monitorKey',
  'apiKey',
  'privateKey',
  'passwordHash',
  'tokenHash',
  'bankingPassword',
  'payPassword',
  'sign',
  'cookie',
  'authorization',
  'BotToken',
  'TransferBotToken',
  'cardNumber',
  'upi',
];
const headerNames = ['authorization', 'cookie', 'set-cookie', 'token', 'token2', 'x-api-key'];

export const redactPaths = [
  ...headerNames.map((h) => `req.headers["${h}"]`),
  ...headerNames.map((h) => `res.headers["${h}"]`),
  ...secretNames,
  ...secretNames.map((n) => `*.${n}`),
  ...secretNames.map((n) => `*.*.${n}`),
];

/** The process's logger: JSON lines on stdout at LOG_LEVEL, secrets replaced by "[redacted]". */
export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  const options = { level, redact: { paths: redactPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing: what an app built without one (every test) uses. */
export const silentLogger = (): Logger => pino({ level: 'silent' });

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id: the proxy's `X-Request-Id` when it is a plain token (so one id follows a call
 * through the proxy's log and ours), else a new UUID, unique across instances.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && requestIdPattern.test(given) ? given : randomUUID();
}

/** How a background job reports a failed run: `job` names it in the log line and the job metrics. */
export type JobLog = (e: unknown) => void;

export function jobLog(logger: Logger, job: string): JobLog {
  const child = logger.child({ job });
  return (e) => {
    jobRuns.inc({ job, result: 'error' });
    child.error({ err: e }, 'background job failed');
  };
}
