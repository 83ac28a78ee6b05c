import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { hostOf, OutboundRefused, type OutboundGuard } from './guard.ts';

export interface OutboundPost {
  /** POST unless said (a gateway's status is read with GET). */
  method?: 'POST' | 'GET';
  headers: Record<string, string>;
  body: Buffer | string | null;
  timeoutMs: number;
  /** How much of the answer to keep; the rest is not read. */
  maxBodyChars?: number;
}

export interface OutboundAnswer {
  status: number;
  body: string;
}

/** Thrown when the whole exchange took longer than its timeout. */
export class OutboundTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(readonly timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms`);
  }
}

function readSome(res: IncomingMessage, maxChars: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      text += chunk;
      // A merchant's error page must not fill the database: stop reading, drop the connection.
      if (text.length >= maxChars) {
        res.destroy();
        resolve(text.slice(0, maxChars));
      }
    });
    res.on('end', () => resolve(text.slice(0, maxChars)));
    res.on('error', reject);
    res.on('close', () => resolve(text.slice(0, maxChars)));
  });
}

/**
 * POSTs to a URL only if every address it reaches passes the guard: an IP literal is checked here,
 * a name in the connection's own lookup (guard.lookup), so what was checked is what is connected
 * to. A fresh connection each time (agent: false): a pooled socket opened by someone else is never
 * reused. Redirects are never followed (node:http does not): a 3xx is the answer.
 */
export function postOutbound(guard: OutboundGuard, target: string, post: OutboundPost): Promise<OutboundAnswer> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.reject(new Error(`Not a URL: ${target.slice(0, 100)}`));
  }
  const host = hostOf(url);
  const verdict =
    url.protocol === 'http:' || url.protocol === 'https:' ? null : `Refused: ${url.protocol} is not http or https`;
  if (verdict) return Promise.reject(new Error(verdict));
  if (url.username !== '' || url.password !== '') return Promise.reject(new Error('Refused: credentials in the URL'));
  if (isIP(host) !== 0 && !guard.mayConnect(host)) return Promise.reject(new OutboundRefused(host, host));

  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = post.body === null ? null : Buffer.isBuffer(post.body) ? post.body : Buffer.from(post.body, 'utf8');
  return new Promise<OutboundAnswer>((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const req = send({
      method: post.method ?? 'POST',
      protocol: url.protocol,
      hostname: host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: { ...post.headers, 'Content-Length': String(body?.length ?? 0) },
      agent: false,
      lookup: guard.lookup,
    });
    const timer = setTimeout(() => {
      settle(() => reject(new OutboundTimeout(post.timeoutMs)));
      req.destroy();
    }, post.timeoutMs);
    req.on('error', (err) => settle(() => reject(err)));
    req.on('response', (res) => {
      readSome(res, post.maxBodyChars ?? 2000).then(
        (text) => settle(() => resolve({ status: res.statusCode ?? 0, body: text })),
        (err: unknown) => settle(() => reject(err instanceof Error ? err : new Error(String(err)))),
      );
    });
    req.end(body ?? undefined);
  });
}
