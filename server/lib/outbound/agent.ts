import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { OutboundGuard } from './guard.ts';

/**
 * A connection agent for a client library that makes its own requests (the Telegram bot's grammY):
 * every connection resolves its name through the guard's lookup, so a name answering a private
 * address is refused unless OUTBOUND_ALLOW lets it. net.connect skips lookup for an IP literal, so
 * the caller checks a literal host with guard.check before use.
 */
export function outboundAgent(guard: OutboundGuard, protocol: 'http:' | 'https:'): HttpAgent {
  const options = { keepAlive: true, lookup: guard.lookup };
  return protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}
