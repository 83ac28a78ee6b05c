/**
 * Why a request the server sent to an outside address (a merchant's callback) got no answer,
 * read from the error the server recorded (server/modules/order-callbacks/send.ts keeps the system's
 * own words, which support needs). Screens show the kind in the reader's language, never the
 * system's words ("bad port", "ECONNREFUSED").
 */
export const outboundFailureKinds = [
  'privateAddress',
  'scheme',
  'credentials',
  'badUrl',
  'badPort',
  'timeout',
  'refused',
  'dns',
  'reset',
  'tls',
  'other',
] as const;
export type OutboundFailureKind = (typeof outboundFailureKinds)[number];

const patterns: [OutboundFailureKind, RegExp][] = [
  ['privateAddress', /private or reserved address/i],
  ['scheme', /is not http or https/i],
  ['credentials', /credentials in the URL/i],
  ['badPort', /bad port|ERR_SOCKET_BAD_PORT|invalid port|port should be/i],
  ['badUrl', /^Not a URL|ERR_INVALID_URL|invalid url/i],
  ['timeout', /timed out|ETIMEDOUT|ESOCKETTIMEDOUT|UND_ERR_.*TIMEOUT/i],
  ['refused', /ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/i],
  ['dns', /ENOTFOUND|EAI_AGAIN|EAI_FAIL|unresolvable|does not resolve/i],
  ['reset', /ECONNRESET|EPIPE|socket hang up|other side closed/i],
  ['tls', /CERT_|certificate|SSL|TLS|self[- ]signed/i],
];

export function outboundFailureKind(error: string): OutboundFailureKind {
  return patterns.find(([, re]) => re.test(error))?.[0] ?? 'other';
}
