import type { z } from 'zod';
import type { Role } from './roles.ts';

/**
 * Who may make a call: `public` needs no session, `anyUser` any signed-in user, otherwise the
 * listed roles. The server refuses everyone else (code 403); the app uses the same list to hide.
 */
export type Access = 'public' | 'anyUser' | readonly Role[];

export interface CallDef<I extends z.ZodType = z.ZodType, O = unknown> {
  /** GET only for reads: a call that changes anything is POST (`call()` refuses a GET named as a write). */
  method: 'GET' | 'POST';
  path: string;
  /** Query string for GET, JSON body for POST. */
  input: I;
  access: Access;
  /** Staff need a fresh second-level login (token2) for this call (codes 1024/1025). */
  secondLevel?: boolean;
  /**
   * Authenticated by a signature over the JSON body (merchant API, monitoring devices): the input
   * is the body alone and a query string is refused, since nothing outside the body is signed.
   */
  signed?: true;
  /** Phantom: the type of `data` in a success answer. Never set at run time. */
  readonly output?: O;
}

export type CallInput<C> = C extends CallDef<infer I, unknown> ? z.input<I> : never;
export type CallParsed<C> = C extends CallDef<infer I, unknown> ? z.output<I> : never;
export type CallOutput<C> = C extends CallDef<z.ZodType, infer O> ? O : never;

/**
 * Verbs that name a change, at the start of a path's last segment. A link or image on another site
 * sends a GET with the user's cookies (decision 049), so a call named as a write must never be GET.
 * The server test tests/server/get-is-read-only.test.ts proves every GET left changes nothing.
 */
const writeVerb =
  /^(add|bind|cancel|claim|clear|confirm|create|delete|disable|enable|fix|freeze|import|logout|mark|remove|repair|reset|save|send|set|submit|supplement|unbind|unfreeze|update|upload)(?![a-z])/;

export function namesAWrite(path: string): boolean {
  return writeVerb.test(path.slice(path.lastIndexOf('/') + 1));
}

/** `call<Output>()({...})` fixes the output type while inferring the input schema. */
export function call<O>() {
  return <I extends z.ZodType>(def: Omit<CallDef<I, O>, 'output'>): CallDef<I, O> => {
    if (def.method === 'GET' && namesAWrite(def.path))
      throw new Error(`${def.path} changes state: it must be POST, never GET`);
    if (def.signed && (def.method !== 'POST' || def.access !== 'public'))
      throw new Error(`${def.path} is signed: a public POST`);
    return def;
  };
}

export function canCall(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  return access === 'anyUser' || access.includes(role);
}
