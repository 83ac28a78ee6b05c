import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { Resolver } from '../../../server/lib/outbound/index.ts';

/** A DNS that knows only these names (each answer list in order); any other name is not found. */
export function staticResolver(table: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const answers = table[hostname.toLowerCase()];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
    return answers.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}
