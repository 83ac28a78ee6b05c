import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../src/contract/index.ts';
import type { Db } from '../db/client.ts';
import type { ServerConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import type { Events } from '../lib/events.ts';
import type { PublicLimits } from './limits.ts';
import type { OutboundGuard } from '../lib/outbound/index.ts';

/** The signed-in user as the server knows it for one request. */
export interface AuthUser {
  id: number;
  account: string;
  nickname: string;
  role: Role;
  parentId: number | null;
  isAgent: boolean;
}

export interface AuthSession {
  id: number;
  publicId: string;
  token2Hash: string | null;
  token2ExpiresAt: Date | null;
}

export interface Auth {
  user: AuthUser;
  session: AuthSession;
}

/**
 * Resolves who is calling. The user module implements it and the app factory passes it in, so
 * server/http stays below the modules it serves.
 */
export interface Authenticator {
  /** The session behind the request's token, or null when there is none, it ended or it expired. */
  authenticate(ctx: HandlerContext): Promise<Auth | null>;
  /** Throws unless the request carries a valid second-level token (staff `secondLevel` calls). */
  checkSecondLevel(ctx: AuthedContext): void;
}

/** Where a refusal is written: the request's logger. */
export interface RefusalLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The IP whitelist (decision 054), held in memory by each instance: the checks run on every signed-in
 * staff call and every merchant API call, so they never query the database. The ip-rules module
 * implements it; the app factory passes it in like the authenticator.
 */
export interface IpGate {
  /** Throws (403, naming the address) unless the merchant's API whitelist lets the address in. */
  assertMerchant(merchantId: number, ip: string, log: RefusalLog): void;
  /** Throws unless the staff account's own rules or its role's rules let the address in. */
  assertStaff(user: { id: number; role: Role }, ip: string, log: RefusalLog): void;
  /** Reads the rules again (after a change here or on another instance). */
  refresh(): Promise<void>;
}

/** What every handler may use: the app's services and, for signed-in calls, who is calling. */
export interface Services {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  events: Events;
  authenticator: Authenticator;
  ipGate: IpGate;
  /** The limits of the public signed calls and their refused signatures (limits.ts). */
  limits: PublicLimits;
  /** Every request the server sends to an address it was given goes through it. */
  outbound: OutboundGuard;
}

/**
 * What proved this request's step-up (decision 107): a code typed now (`googleCode`,
 * `recoveryCode`), a passkey (decision 133), or a window another verified code of the same kind opened (`window`, with
 * what proved that one). Set by the Google-code check; the audit writer adds it to the record.
 */
export interface StepUpRecord {
  method: 'googleCode' | 'recoveryCode' | 'passkey' | 'window';
  provedBy?: string;
  verifiedAt: string;
  until?: string;
}

export interface HandlerContext extends Services {
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  auth: Auth | null;
  /** Set once the request's step-up is proved; see StepUpRecord. */
  stepUp?: StepUpRecord;
}

export interface AuthedContext extends HandlerContext {
  auth: Auth;
}
