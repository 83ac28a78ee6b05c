import type { LightMyRequestResponse } from 'fastify';
import { roles, type CallDef, type Role } from '../../../src/contract/index.ts';
import { everyCall } from '../../../src/contract/every-call.ts';
import type { TestBackend } from './backend.ts';
import { seededRandom } from './random.ts';

/**
 * Decision 047: inputs for every call of the contract, built from its zod schema, with one
 * field (or all of them) replaced by a hostile value. Shared by tests/server/contract-fuzz.test.ts
 * (fixed seed) and bench/fuzz.ts (random seed, longer): the same seed sends the same requests.
 */

/** The part of zod 4's schema definition the walk reads (`schema._zod.def`). */
interface SchemaDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  options?: unknown[];
  element?: unknown;
  entries?: Record<string, string | number>;
  values?: unknown[];
  left?: unknown;
  right?: unknown;
  getter?: () => unknown;
}

const defOf = (schema: unknown): SchemaDef => (schema as { _zod: { def: SchemaDef } })._zod.def;

type Path = (string | number)[];

/** A field of a call's input: where it is, and a value that passes its own check (or undefined: leave it out). */
interface Field {
  path: Path;
  base: unknown;
}

/** Not an id any seed row has: a write aimed at it finds nothing to change. */
const absentId = 987_654;

/** A value the schema is likely to accept, so a hostile value in another field reaches the handler. */
function plausible(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .map(([k, v]) => [k, plausible(v, depth + 1)] as const)
          .filter(([, v]) => v !== undefined),
      );
    case 'string':
      return 'fuzz';
    case 'number':
    case 'int':
    case 'bigint':
      return absentId;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    // Left out: the schema's default (a page size, an empty filter) is the value it expects.
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return plausible(def.innerType, depth + 1);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the value is the one its output schema wants.
      return defOf(def.in).type === 'transform' ? plausible(def.out, depth + 1) : plausible(def.in, depth + 1);
    case 'union':
      return plausible(def.options?.[0], depth + 1);
    case 'array':
      return [plausible(def.element, depth + 1)];
    case 'intersection': {
      const l = plausible(def.left, depth + 1);
      const r = plausible(def.right, depth + 1);
      return typeof l === 'object' && typeof r === 'object' ? { ...(l as object), ...(r as object) } : l;
    }
    case 'lazy':
      return def.getter ? plausible(def.getter(), depth + 1) : undefined;
    default:
      return 'fuzz';
  }
}

/** Unwraps optional, default, preprocess and the like down to the schema that holds fields. */
function core(schema: unknown): SchemaDef {
  let def = defOf(schema);
  for (let i = 0; i < 10; i++) {
    if (['optional', 'default', 'prefault', 'nullable', 'nonoptional', 'readonly', 'catch'].includes(def.type))
      def = defOf(def.innerType);
    else if (def.type === 'pipe') def = defOf(defOf(def.in).type === 'transform' ? def.out : def.in);
    else if (def.type === 'lazy' && def.getter) def = defOf(def.getter());
    else break;
  }
  return def;
}

/** Every leaf field of a schema (optional ones too), one level into arrays. */
function fieldsOf(schema: unknown, path: Path = [], depth = 0): Field[] {
  const def = core(schema);
  if (depth > 6) return [];
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([k, v]) => {
      const inner = fieldsOf(v, [...path, k], depth + 1);
      return inner.length ? inner : [{ path: [...path, k], base: plausible(v) }];
    });
  }
  if (def.type === 'array') return fieldsOf(def.element, [...path, 0], depth + 1);
  if (def.type === 'intersection')
    return [...fieldsOf(def.left, path, depth + 1), ...fieldsOf(def.right, path, depth + 1)];
  return path.length ? [{ path, base: plausible(schema) }] : [];
}

/** Strings that broke or may break storage: NUL, C0 controls, lone surrogates, very long, odd Unicode. */
const hostileStrings = [
  'a\u0000b',
  '\u0000',
  'abc\u0000def',
  '\uD800',
  'x\uDBFF',
  '\uDC00y',
  'ok\uDE00\uD83D',
  '\u0001\u001F\u007F',
  'line\u000Bbreak\u000C',
  'x'.repeat(20_000),
  '😀'.repeat(300),
  '\u202Eevil\u202C',
  '\uFEFF\uFFFE\uFFFF',
  'Ω≈ç√∫˜µ≤≥÷',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '1e309',
  '-0',
  '  ',
  '',
];

/**
 * Numbers past a column (int4 ids, bigint minor units) or past JavaScript's exact integers, as JSON
 * numbers and as text: they answered 500 once (decision 109).
 */
const bigNumbers: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER + 2,
  1e20,
  1e308,
  '2147483648',
  '99999999999999999',
  '12345678901234567890123',
  '1e309',
  '-9223372036854775809',
];

/** Values of the wrong kind where the schema wants a string, a number or a list: lists and objects included. */
const hostileOthers: unknown[] = [
  0,
  -1,
  1.5,
  ...bigNumbers,
  true,
  null,
  [],
  [3024],
  [[1, [2]]],
  ['a\u0000b'],
  {},
  { value: 3024 },
  { nested: { deeper: ['\uD800', { $gt: '' }] } },
  { 'key\u0000': 1 },
];

/** Query-string values as sent on the wire: raw percent-encoding, invalid UTF-8 included. */
const hostileQuery = [
  '%00',
  'abc%00def',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%E0%A4%A',
  '%FF%FE',
  '%C0%80',
  '%01%1F%7F',
  `${'x'.repeat(6000)}`,
  '2147483648',
  '99999999999999999',
  '123456789012345678901234567890',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%',
  '%%30%30',
  '1e309',
  '-1',
  '',
];

/** Multipart bodies with boundary `x`: garbage, truncated, a bad part header, a NUL in a file name and content. */
const multipartBodies = [
  'garbage',
  '--x--',
  '--x\r\nbad header\r\n\r\nv\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nmchOrderNo',
  '--x\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.csv"\r\nContent-Type: text/csv\r\n\r\nA\u0000,1\r\n--x--\r\n',
  '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{}\r\n--x--\r\n',
];

export interface FuzzRequest {
  call: string;
  role: Role | 'anonymous';
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The JSON value sent (POST), so a failure can be replayed. */
  payload?: unknown;
  /** A raw body, sent as is (as JSON unless contentType says otherwise). */
  rawBody?: string;
  contentType?: string;
}

export interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

const accountOf: Record<Role, string> = {
  superAdmin: 'superadmin',
  admin: 'admin0001',
  customerService: 'service001',
  technicalMaintenance: 'techmaint1',
  technicalSupport: 'techsupport1',
  supplier: 'supplier01',
  merchant: 'merchant01',
};

function callersOf(def: CallDef): (Role | 'anonymous')[] {
  if (def.access === 'public') return ['anonymous', 'merchant'];
  if (def.access === 'anyUser') return [...roles];
  return roles.filter((r) => (def.access as readonly Role[]).includes(r));
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> = Array.isArray(target)
    ? ([...(target as unknown[])] as unknown as Record<number, unknown>)
    : { ...(typeof target === 'object' && target !== null ? target : {}) };
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

const encode = (v: unknown) => encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A query string from plain values, with some raw (already encoded, maybe broken) pieces. */
function queryOf(values: Record<string, unknown>, raw: Record<string, string> = {}): string {
  const parts = Object.entries(values)
    .filter(([k, v]) => v !== undefined && !(k in raw))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`);
  for (const [k, v] of Object.entries(raw)) parts.push(`${k}=${v}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The requests for one call: one per field with a hostile value, and a few that break everything at once. */
function requestsFor(name: string, def: CallDef, rand: () => number): Omit<FuzzRequest, 'role' | 'headers'>[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const base = (plausible(def.input) ?? {}) as Record<string, unknown>;
  const fields = fieldsOf(def.input);
  const out: Omit<FuzzRequest, 'role' | 'headers'>[] = [];
  if (def.method === 'GET') {
    const top = [...new Set(fields.map((f) => String(f.path[0])))];
    const flat = Object.fromEntries(Object.entries(base).filter(([, v]) => typeof v !== 'object'));
    for (const key of top)
      out.push({
        call: name,
        method: 'GET',
        url: def.path + queryOf(flat, { [encodeURIComponent(key)]: pick(hostileQuery) }),
      });
    // Every number field also gets a number past its column.
    for (const key of top.filter((k) => typeof base[k] === 'number'))
      out.push({
        call: name,
        method: 'GET',
        url: def.path + queryOf(flat, { [encodeURIComponent(key)]: encode(pick(bigNumbers)) }),
      });
    out.push({
      call: name,
      method: 'GET',
      url: def.path + queryOf(flat, Object.fromEntries(top.map((k) => [encodeURIComponent(k), pick(hostileQuery)]))),
    });
    // A list where one value goes (k=a&k=b), brackets, and a field the call does not know.
    const first = top[0] ?? 'x';
    out.push({
      call: name,
      method: 'GET',
      url: `${def.path}${queryOf(flat)}${Object.keys(flat).length ? '&' : '?'}${first}=%00&${first}=b&${first}[x]=1&x%00=%00`,
    });
    return out;
  }
  for (const f of fields) {
    const value = rand() < 0.75 ? pick(hostileStrings) : pick(hostileOthers);
    out.push({ call: name, method: 'POST', url: def.path, payload: setAt(base, f.path, value) });
    // Every number field also gets a number past its column, and every field a list or an object.
    if (typeof f.base === 'number')
      out.push({ call: name, method: 'POST', url: def.path, payload: setAt(base, f.path, pick(bigNumbers)) });
    out.push({
      call: name,
      method: 'POST',
      url: def.path,
      payload: setAt(base, f.path, pick([[f.base ?? 1], { value: f.base ?? 1 }, [[f.base], { a: [f.base] }]])),
    });
  }
  let all: unknown = base;
  for (const f of fields) all = setAt(all, f.path, pick(hostileStrings));
  out.push({ call: name, method: 'POST', url: def.path, payload: all });
  out.push({ call: name, method: 'POST', url: def.path, payload: { ...base, ['extra\u0000']: pick(hostileOthers) } });
  // POST calls read ids from the query string too (route.ts rawInput).
  const firstKey = String(fields[0]?.path[0] ?? 'x');
  out.push({
    call: name,
    method: 'POST',
    url: `${def.path}?${encodeURIComponent(firstKey)}=${pick(hostileQuery)}`,
    payload: base,
  });
  out.push({
    call: name,
    method: 'POST',
    url: def.path,
    rawBody: pick(['{"a":"\u0000"}', '{"a":', '[1,2]', '"\\ud800"', 'null', '{"a":"\\u0000"}']),
  });
  // A form where JSON goes (415), and on the upload route a truncated or malformed one.
  for (const rawBody of multipartBodies)
    out.push({ call: name, method: 'POST', url: def.path, contentType: 'multipart/form-data; boundary=x', rawBody });
  return out;
}

/** Counts the requests without sending them (the bench prints it before a long run). */
export function plannedRequests(seed: number): number {
  const rand = seededRandom(seed);
  return everyCall().reduce(
    (n, { name, def }) => n + Math.max(requestsFor(name, def, rand).length, callersOf(def).length),
    0,
  );
}

function isServiceDisabled(res: LightMyRequestResponse): boolean {
  try {
    return res.statusCode === 503 && (JSON.parse(res.body) as { msgId?: unknown }).msgId === 'errors.serviceDisabled';
  } catch {
    return false;
  }
}

function isEnvelopeWithMessage(body: string): boolean {
  try {
    const v = JSON.parse(body) as { code?: unknown; msg?: unknown };
    return typeof v.code === 'number' && typeof v.msg === 'string' && v.msg.length > 0;
  } catch {
    return false;
  }
}

/**
 * Sends every call's hostile inputs through the real server, each as a role that may make it
 * (in turn, so every such role sends some), and reports each answer that is a 5xx, or a 4xx that is
 * not an envelope with a message.
 */
export async function fuzzContract(
  b: TestBackend,
  seed: number,
  /** `perCall` caps each call's requests a round (the bench's smoke run sends one or two of each). */
  opts: { rounds?: number; perCall?: number; onProgress?: (done: number) => void } = {},
): Promise<FuzzSummary> {
  const rand = seededRandom(seed);
  const summary: FuzzSummary = { seed, requests: 0, statuses: {}, failures: [] };
  const sessions = new Map<string, Record<string, string>>();
  const headersFor = async (role: Role | 'anonymous', def: CallDef): Promise<Record<string, string>> => {
    if (role === 'anonymous') return {};
    const account = role === 'supplier' && def.path.startsWith('/v1.0/agents/') ? 'agent0001' : accountOf[role];
    const staffLevel2 = Boolean(def.secondLevel) && role !== 'supplier' && role !== 'merchant';
    const key = `${account}:${staffLevel2}`;
    let headers = sessions.get(key);
    if (!headers) {
      // The fuzz's own bad second-level passwords can pause login2 (429): the call then runs
      // without token2 and is refused with 1024, which is an answer too.
      headers = staffLevel2
        ? await b.staffSession(account).catch(async () => ({ token: await b.sessionFor(account) }))
        : { token: await b.sessionFor(account) };
      sessions.set(key, headers);
    }
    return headers;
  };
  for (let round = 0; round < (opts.rounds ?? 1); round++) {
    for (const { name, def } of everyCall()) {
      const callers = callersOf(def);
      const planned = requestsFor(name, def, rand);
      const count = Math.min(Math.max(planned.length, callers.length), opts.perCall ?? Infinity);
      for (let i = 0; i < count; i++) {
        const role = callers[i % callers.length]!;
        const request: FuzzRequest = { ...planned[i % planned.length]!, role, headers: await headersFor(role, def) };
        const res = await send(b, request);
        summary.requests++;
        summary.statuses[res.statusCode] = (summary.statuses[res.statusCode] ?? 0) + 1;
        // A call that ends the session (logout) leaves the next one a fresh session.
        if (res.statusCode === 401)
          for (const [key, headers] of sessions) if (headers.token === request.headers.token) sessions.delete(key);
        // The fuzz's own system-config calls may switch the platform off: its 503 is an answer, not a crash.
        const crashed = res.statusCode >= 500 && !isServiceDisabled(res);
        if (crashed || (res.statusCode >= 400 && !isEnvelopeWithMessage(res.body))) {
          summary.failures.push({ request, status: res.statusCode, body: res.body.slice(0, 300) });
        }
        opts.onProgress?.(summary.requests);
      }
    }
  }
  return summary;
}

export function send(b: TestBackend, r: FuzzRequest): Promise<LightMyRequestResponse> {
  if (r.method === 'GET') return b.app.inject({ method: 'GET', url: r.url, headers: r.headers });
  if (r.rawBody !== undefined)
    return b.app.inject({
      method: 'POST',
      url: r.url,
      headers: { ...r.headers, 'content-type': r.contentType ?? 'application/json' },
      payload: r.rawBody,
    });
  return b.app.inject({
    method: 'POST',
    url: r.url,
    headers: { ...r.headers, 'content-type': 'application/json' },
    payload: JSON.stringify(r.payload ?? {}),
  });
}
