import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { MessageTranslations } from '../../src/contract/api/messages.ts';

/** Money columns: integers in minor units (cents; USDT in millionths). Never floats. */
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** 0 normal, 1 deleted, 2 disabled (frozen). */
    status: smallint('status').notNull().default(0),
    googleSecret: text('google_secret'),
    enableGoogleVerify: boolean('enable_google_verify').notNull().default(false),
    confirmBind: boolean('confirm_bind').notNull().default(false),
    /** A secret being bound in the personal center; the confirmed one stays in force until its code is confirmed. */
    googlePendingSecret: text('google_pending_secret'),
    allowModify: boolean('allow_modify').notNull().default(true),
    payPasswordHash: text('pay_password_hash'),
    /** Team membership: a supplier's agent, or the owner of a sub-account. */
    parentId: integer('parent_id'),
    isAgent: boolean('is_agent').notNull().default(false),
    merchantKey: text('merchant_key'),
    /** The test-mode key (decision 130): signs test orders and payouts, which move no money. */
    merchantTestKey: text('merchant_test_key'),
    signType: text('sign_type').notNull().default('MD5'),
    acceptOrders: boolean('accept_orders').notNull().default(true),
    kycLowerLimit: money('kyc_lower_limit'),
    lastLoginIp: text('last_login_ip').notNull().default(''),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(t.account),
    index('users_role_idx').on(t.role),
    index('users_parent_idx').on(t.parentId),
    // The header search looks accounts up by the start of their account or nickname, case aside
    // (decision 128): text_pattern_ops lets LIKE 'abc%' use the index whatever the collation.
    index('users_account_lower_idx').on(sql`lower(${t.account}) text_pattern_ops`),
    index('users_nickname_lower_idx').on(sql`lower(${t.nickname}) text_pattern_ops`),
  ],
);

/** One row per user that holds money (merchants and suppliers). */
export const balances = pgTable('balances', {
  userId: integer('user_id').primaryKey(),
  balance: money('balance'),
  frozenBalance: money('frozen_balance'),
  deposit: money('deposit'),
  /**
   * A supplier's money promised to its unpaid orders (decision 048): the sum of the amounts of
   * its orders in a reserving status, kept by triggers on orders (migration 0017). Allocation
   * needs balance - frozen - reserved to cover the amount.
   */
  reserved: money('reserved'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** Shown in online-user lists and taken by forceLogout; not a credential. */
    publicId: text('public_id').notNull(),
    /** SHA-256 of the token: a database leak gives no usable tokens. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token2Hash: text('token2_hash'),
    token2ExpiresAt: timestamp('token2_expires_at', { withTimezone: true }),
    logInReason: text('log_in_reason'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, forced, expired, deleted, passwordChanged, ipChanged (EnableIpChangedCheck) */
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    uniqueIndex('sessions_public_uq').on(t.publicId),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_key_idx').on(t.account, t.ip, t.at),
    // The per-address count of failures across accounts (decision 105).
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/**
 * Wrong secrets a signed-in person typed (Google codes, recovery codes, passwords proving an action),
 * one row a user, counted across every call and address (decision 105): `failures` inside the
 * window that began at `windowStart`; past the limit the user's step-ups are refused until
 * `lockedUntil`, and `level` doubles the next pause.
 */
export const stepUpGuards = pgTable('step_up_guards', {
  userId: integer('user_id').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  level: integer('level').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedAt: timestamp('locked_at', { withTimezone: true }),
});

/**
 * A verified step-up covering later actions of the same kind in the same session (decision 107):
 * kind is the Google switch of the action; method and verifiedAt say what proved it.
 */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    sessionId: integer('session_id').notNull(),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind] })],
);

/** One-time recovery codes of Google Authenticator (decision 106), stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_uq').on(t.userId, t.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials) of a user, for signing in and for step-ups (decision 133).
 * credentialId is the authenticator's id (base64url), publicKey its COSE key (base64url); counter
 * is the signature counter last seen, which an assertion may never take back.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkeys_credential_id_uq').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * Open WebAuthn challenges (decision 134): single use (taken by a delete), short-lived. Adding a
 * passkey and a step-up hold theirs per session (and per action kind: `kind` is the step-up's
 * switch, '' otherwise); a sign-in holds its own per attempt, named by `id`.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    sessionId: integer('session_id'),
    kind: text('kind').notNull().default(''),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_session_idx').on(t.sessionId, t.purpose, t.kind)],
);

/**
 * Google codes already accepted, by the 30-second time step they belong to (decision 048): a
 * code works once, on every instance sharing the database. Rows older than the validity window
 * are deleted by the statement that records the next one (user/google-code-uses.ts).
 */
export const googleCodeUses = pgTable(
  'google_code_uses',
  {
    userId: integer('user_id').notNull(),
    timeStep: bigint('time_step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeStep] })],
);

export const userBindings = pgTable(
  'user_bindings',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').notNull(),
    boundId: integer('bound_id').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    needToLogout: boolean('need_to_logout').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_bindings_pair_uq').on(t.ownerId, t.boundId)],
);

export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorAccount: text('operator_account').notNull().default(''),
    // The role when acting: a later change of role does not rewrite who did what.
    operatorRole: text('operator_role').notNull().default(''),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  // Rows are never updated or deleted: a trigger of migration audit_log refuses it.
  (t) => [
    index('audit_created_idx').on(t.createdAt),
    index('audit_action_idx').on(t.action),
    index('audit_operator_idx').on(t.operatorAccount, t.createdAt),
    index('audit_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * What anonymous callers set off (a forged gateway webhook, an error report without a session, a
 * wrong device-binding code), counted per source, target and window instead of written one row each
 * (decision 110). A closed window becomes one audit record with the count and up to 10 addresses.
 */
export const anonymousEvents = pgTable(
  'anonymous_events',
  {
    source: text('source').notNull(),
    target: text('target').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    addresses: text('addresses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.target, t.windowStart] })],
);

export const systemConfig = pgTable('system_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** collection or payout */
  kind: text('kind').notNull(),
  resourceType: text('resource_type').notNull(),
  currency: text('currency').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** Fee settings per user and product: rate in 1/10000 (4 decimals), fixed fee in minor units. */
export const userProducts = pgTable(
  'user_products',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    rate: integer('rate').notNull().default(0),
    fixedFee: money('fixed_fee'),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Receiving accounts of every type (product 2.3, 3). */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull(),
    productId: integer('product_id').notNull(),
    type: text('type').notNull(),
    /** 0 enabled, 1 disabled (product 4). */
    state: smallint('state').notNull().default(0),
    accountName: text('account_name').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    upi: text('upi').notNull().default(''),
    walletNickname: text('wallet_nickname').notNull().default(''),
    walletAddress: text('wallet_address').notNull().default(''),
    bankingAccount: text('banking_account').notNull().default(''),
    /** Online-banking password, AES-256-GCM (the device must log in with it); '' = none. Never listed. */
    bankingPasswordEnc: text('banking_password_enc').notNull().default(''),
    /** scrypt hash of the monitoring app's password (the server only verifies it); '' = none. Never listed. */
    monitorPasswordHash: text('monitor_password_hash').notNull().default(''),
    monitorState: smallint('monitor_state').notNull().default(7),
    monitorLastSeenAt: timestamp('monitor_last_seen_at', { withTimezone: true }),
    clientBinding: text('client_binding').notNull().default(''),
    version: text('version').notNull().default(''),
    maxConcurrent: integer('max_concurrent').notNull().default(5),
    floatUp: integer('float_up').notNull().default(0),
    floatDown: integer('float_down').notNull().default(0),
    minOrderBalance: money('min_order_balance'),
    dailyCountLimit: integer('daily_count_limit').notNull().default(1000),
    dailyAmountLimit: money('daily_amount_limit'),
    /** When allocation last gave this account an order: the least recently used goes first (fair). */
    lastAllocatedAt: timestamp('last_allocated_at', { withTimezone: true }),
    /** Shared secret the monitoring device signs its reports (state, SMS) with; '' = none issued yet. */
    monitorKey: text('monitor_key').notNull().default(''),
    /** SHA-256 of the one-time code a device exchanges for its key (decision 076); '' = none waiting. Never listed. */
    monitorBindCodeHash: text('monitor_bind_code_hash').notNull().default(''),
    monitorBindCodeExpiresAt: timestamp('monitor_bind_code_expires_at', { withTimezone: true }),
    /** When a device last exchanged a binding code (its key dates from then); null = never bound. */
    monitorBoundAt: timestamp('monitor_bound_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('resources_supplier_idx').on(t.supplierId), index('resources_product_idx').on(t.productId, t.state)],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderCode: text('order_code').notNull(),
    merchantId: integer('merchant_id').notNull(),
    mchOrderNo: text('mch_order_no').notNull(),
    productId: integer('product_id').notNull(),
    supplierId: integer('supplier_id'),
    resourceId: integer('resource_id'),
    amount: money('amount'),
    payableAmount: money('payable_amount'),
    realAmount: money('real_amount'),
    status: smallint('status').notNull(),
    orderType: smallint('order_type').notNull().default(0),
    orderMark: integer('order_mark'),
    /** null none, 1 manual, 2 automatic */
    supplementStatus: smallint('supplement_status'),
    utr: text('utr'),
    clientIp: text('client_ip').notNull().default(''),
    notifyUrl: text('notify_url').notNull().default(''),
    returnUrl: text('return_url').notNull().default(''),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    payer: jsonb('payer').$type<Record<string, string>>().notNull().default({}),
    merchantFee: money('merchant_fee'),
    supplierFee: money('supplier_fee'),
    callbackCount: integer('callback_count').notNull().default(0),
    callbackSuccess: boolean('callback_success').notNull().default(false),
    lastCallbackAt: timestamp('last_callback_at', { withTimezone: true }),
    locked: boolean('locked').notNull().default(false),
    allocateInfo: text('allocate_info').notNull().default(''),
    rejectReason: text('reject_reason'),
    /** When the callback job next tries notifyUrl; null when nothing is due (delivered or given up). */
    callbackNextAt: timestamp('callback_next_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The UTR the payer typed on the checkout page (decision 113): a hint for whoever supplements
     * the order, never a confirmation; null until one is given.
     */
    payerUtr: text('payer_utr'),
    payerUtrAt: timestamp('payer_utr_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.orderCode),
    uniqueIndex('orders_mch_no_uq').on(t.merchantId, t.mchOrderNo),
    // status trails the list indexes so the list's capped count (scope AND status <> 10) is an
    // index-only scan: 10,000 entries in a few ms instead of as many heap visits (docs/performance.md).
    index('orders_created_status_idx').on(t.createdAt, t.status),
    index('orders_merchant_status_idx').on(t.merchantId, t.createdAt, t.status),
    index('orders_supplier_status_idx').on(t.supplierId, t.createdAt, t.status),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The list looks orders up by the merchant's number without knowing the merchant (staff), and by UTR.
    index('orders_mch_order_no_idx').on(t.mchOrderNo),
    index('orders_utr_idx')
      .on(t.utr)
      .where(sql`utr is not null`),
    // The header search finds orders by the receiving card or wallet the payer paid into (decision 128).
    index('orders_payer_card_idx')
      .on(sql`(${t.payer}->>'cardNumber')`)
      .where(sql`(payer->>'cardNumber') is not null`),
    index('orders_payer_wallet_idx')
      .on(sql`(${t.payer}->>'usdtAddress')`)
      .where(sql`(payer->>'usdtAddress') is not null`),
    // Allocation counts one account's open and today's orders (limits, float amounts).
    index('orders_resource_idx').on(t.resourceId, t.status, t.createdAt),
    // Today's count and amount for an account's daily limits: an index-only range over today's
    // entries, where orders_resource_idx walks every order the account ever had (docs/performance.md).
    index('orders_resource_day_idx').on(t.resourceId, t.createdAt, t.status, t.amount),
    // The timeout job claims open orders oldest first: a few thousand entries among millions, where
    // orders_status_idx made the planner walk every order by date (decision 122).
    index('orders_open_created_idx')
      .on(t.createdAt)
      .where(sql`status in (0, 1, 6, 11)`),
    // The desk table's sort by amount (decision 124): a keyset walk on (amount, id), either way.
    index('orders_amount_idx').on(t.amount, t.id),
    // The callback job claims due callbacks; almost every order has none due.
    index('orders_callback_due_idx')
      .on(t.callbackNextAt)
      .where(sql`callback_next_at is not null`),
  ],
);

/**
 * The payer's checkout page of a collection order (decision 113): an unguessable token per order,
 * the only way to its page; the order code never opens it. Apart from the order row, so the token
 * is in no order list, export or entity view.
 */
export const checkoutTokens = pgTable(
  'checkout_tokens',
  {
    token: text('token').primaryKey(),
    orderCode: text('order_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('checkout_tokens_order_uq').on(t.orderCode)],
);

/** An order row as the database holds it; below the modules, so the orders and live modules both read it. */
export type OrderRecord = typeof orders.$inferSelect;

/** Every attempt to tell a merchant about an order (product 7.6 orderCallBack getDetailList). */
export const orderCallbacks = pgTable(
  'order_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderCode: text('order_code').notNull(),
    mchOrderNo: text('mch_order_no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    url: text('url').notNull(),
    httpMethod: text('http_method').notNull().default('POST'),
    requestBody: text('request_body').notNull(),
    /** null when no answer came (refused, timed out). */
    responseStatus: integer('response_status'),
    responseBody: text('response_body').notNull().default(''),
    success: boolean('success').notNull(),
    error: text('error').notNull().default(''),
    /** 1 for the first try of a delivery round; a manual re-send starts a new round. */
    attempt: integer('attempt').notNull(),
    /** 'auto' from the job, 'manual' from a staff re-send. */
    trigger: text('trigger').notNull().default('auto'),
    operatorId: integer('operator_id'),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The event this attempt told (callback_events.event_id); '' for attempts made before events existed. */
    eventId: text('event_id').notNull().default(''),
    eventType: text('event_type').notNull().default(''),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('order_callbacks_order_idx').on(t.orderCode, t.createdAt),
    index('order_callbacks_created_idx').on(t.createdAt),
  ],
);

/**
 * Every outcome told to a merchant (docs/merchant-api.md "Callbacks"): one row an event of a
 * collection order or a payout, written in the transaction of the move it tells. `data` is what
 * the callback says of the order at that moment; each attempt adds the event id, type and its own
 * timestamp and is signed when sent. A paid order's event is delivered by the order row's own
 * schedule (orders.callback_next_at, which also moves the order to Callback Successful/Failed):
 * its row here holds the event id only (next_at stays null).
 */
export const callbackEvents = pgTable(
  'callback_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    /** CallbackEventType (src/contract/api/merchant-api.ts). */
    eventType: text('event_type').notNull(),
    /** The collection order's or the payout's code. */
    orderCode: text('order_code').notNull(),
    mchOrderNo: text('mch_order_no').notNull(),
    merchantId: integer('merchant_id').notNull(),
    url: text('url').notNull(),
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    /** When the job next tries; null when nothing is due (delivered, given up, or a paid order's). */
    nextAt: timestamp('next_at', { withTimezone: true }),
    /** Automatic tries so far. */
    attempts: integer('attempts').notNull().default(0),
    delivered: boolean('delivered').notNull().default(false),
    /** A test order's or payout's event (decision 130): signed with the merchant's test key. */
    test: boolean('test').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('callback_events_event_uq').on(t.eventId),
    index('callback_events_order_idx').on(t.orderCode, t.createdAt),
    index('callback_events_due_idx')
      .on(t.nextAt)
      .where(sql`next_at is not null`),
  ],
);

/** SMS and bank statement records reported by a monitoring device (product 2.4 /bankStatement). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resourceId: integer('resource_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** 0 income, 1 expense, 2 reversal (product 3 SMS template). */
    direction: smallint('direction').notNull().default(0),
    amount: money('amount'),
    utr: text('utr'),
    payerName: text('payer_name').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    sender: text('sender').notNull().default(''),
    content: text('content').notNull().default(''),
    /**
     * The account's balance after this message (minor units) as the SMS states it; null when the
     * device did not report one. Consecutive balances form the security chain (docs/decisions/034-security-chain.md).
     */
    balance: bigint('balance', { mode: 'number' }),
    /** The device's own id of the message: the same report twice is stored once. */
    deviceMessageId: text('device_message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    matchedOrderCode: text('matched_order_code'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** null for an automatic match; the staff user for a manual one. */
    matchedBy: integer('matched_by'),
    createdAt: createdAt(),
    /** MessageDelay: an income held until then before the matcher looks at it (the delayed-match job); null once looked at. */
    matchAfter: timestamp('match_after', { withTimezone: true }),
    /**
     * No SMS template read the message and the device sent no amount: kept as it came (amount 0,
     * direction income) for staff to read, never matched or credited (decision 057).
     */
    unread: boolean('unread').notNull().default(false),
    /** The time the bank wrote in the SMS, as its template read it; null when not read. */
    statedAt: timestamp('stated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_statements_device_msg_uq').on(t.resourceId, t.deviceMessageId),
    index('bank_statements_match_after_idx')
      .on(t.matchAfter)
      .where(sql`match_after is not null`),
    index('bank_statements_resource_idx').on(t.resourceId, t.receivedAt),
    index('bank_statements_created_idx').on(t.createdAt),
    index('bank_statements_utr_idx').on(t.utr),
  ],
);

/**
 * Web messages (kind 'web': payment notices the device reads from the bank's web page) and USDT
 * transfers (kind 'usdt': on-chain, to the account's wallet), reported by the monitoring device
 * and matched to orders like SMS records (docs/decisions/030-web-messages-and-usdt-records.md).
 */
export const webRecords = pgTable(
  'web_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    resourceId: integer('resource_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    /** web: minor units of the account's currency; usdt: USDT millionths (like payer.usdtCount). */
    amount: money('amount'),
    utr: text('utr'),
    payerName: text('payer_name').notNull().default(''),
    txHash: text('tx_hash'),
    fromAddress: text('from_address').notNull().default(''),
    toAddress: text('to_address').notNull().default(''),
    content: text('content').notNull().default(''),
    deviceMessageId: text('device_message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    matchedOrderCode: text('matched_order_code'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    /** null for an automatic match; the staff user for a manual one. */
    matchedBy: integer('matched_by'),
    createdAt: createdAt(),
    /** MessageDelay: held until then before the matcher looks at it; null once looked at. */
    matchAfter: timestamp('match_after', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('web_records_device_msg_uq').on(t.resourceId, t.kind, t.deviceMessageId),
    index('web_records_match_after_idx')
      .on(t.matchAfter)
      .where(sql`match_after is not null`),
    index('web_records_kind_received_idx').on(t.kind, t.receivedAt),
    index('web_records_order_idx').on(t.matchedOrderCode),
  ],
);

/** What monitoring devices and the matcher did, for support (product 7.6 monitorLog). */
export const monitorLogs = pgTable(
  'monitor_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The receiving account whose device reported (monitorId of product 3). */
    resourceId: integer('resource_id').notNull(),
    orderCode: text('order_code'),
    cardNumber: text('card_number').notNull().default(''),
    logPhase: text('log_phase').notNull(),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('monitor_logs_created_idx').on(t.createdAt),
    index('monitor_logs_resource_idx').on(t.resourceId, t.createdAt),
  ],
);

export const payoutOrders = pgTable(
  'payout_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderCode: text('order_code').notNull(),
    merchantId: integer('merchant_id').notNull(),
    mchOrderNo: text('mch_order_no').notNull(),
    productId: integer('product_id').notNull(),
    supplierId: integer('supplier_id'),
    amount: money('amount'),
    fee: money('fee'),
    status: smallint('status').notNull(),
    name: text('name').notNull().default(''),
    cardNumber: text('card_number').notNull().default(''),
    bankBranch: text('bank_branch').notNull().default(''),
    ifsc: text('ifsc').notNull().default(''),
    upi: text('upi').notNull().default(''),
    address: text('address').notNull().default(''),
    walletAddress: text('wallet_address').notNull().default(''),
    usdtAmount: money('usdt_amount'),
    utr: text('utr'),
    rejectReason: text('reject_reason'),
    batchId: integer('batch_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The payout gateway it was sent to (decision 079); null: paid by a supplier. */
    gatewayId: integer('gateway_id'),
    /** queued | sent | paid | rejected (GatewayPayoutState); null without a gateway. */
    gatewayState: text('gateway_state'),
    /** Where the payout's outcomes are called back (docs/merchant-api.md); '' for none. */
    notifyUrl: text('notify_url').notNull().default(''),
    /** Made with the merchant's test key (decision 130): no hold, no supplier, no money at its outcome. */
    test: boolean('test').notNull().default(false),
  },
  (t) => [
    uniqueIndex('payout_code_uq').on(t.orderCode),
    uniqueIndex('payout_mch_no_uq').on(t.merchantId, t.mchOrderNo),
    index('payout_created_idx').on(t.createdAt),
    index('payout_status_idx').on(t.status, t.createdAt),
    index('payout_batch_idx').on(t.batchId),
    // The list's and the header search's exact look-ups without the merchant (decision 128).
    index('payout_mch_order_no_idx').on(t.mchOrderNo),
    index('payout_utr_idx')
      .on(t.utr)
      .where(sql`utr is not null`),
    index('payout_card_idx')
      .on(t.cardNumber)
      .where(sql`card_number <> ''`),
    index('payout_wallet_idx')
      .on(t.walletAddress)
      .where(sql`wallet_address <> ''`),
    // The desk table's sort by amount (decision 124): staff read all, a merchant its own, a supplier
    // its claims (an agent its team's, by supplier id), each in amount order and by keyset.
    index('payout_amount_idx').on(t.amount, t.id),
    index('payout_merchant_amount_idx').on(t.merchantId, t.amount, t.id),
    index('payout_supplier_amount_idx').on(t.supplierId, t.amount, t.id),
  ],
);

/**
 * Payout batches (decision 039): payouts grouped for one bank export, paid by the supplier
 * owning the resource. Status ids are PayoutBatchStatus in src/contract/api/payout-batches.ts.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: serial('id').primaryKey(),
    batchNo: text('batch_no').notNull(),
    templateId: text('template_id').notNull(),
    resourceId: integer('resource_id').notNull(),
    supplierId: integer('supplier_id').notNull(),
    creatorId: integer('creator_id'),
    status: smallint('status').notNull().default(0),
    maxOrders: integer('max_orders').notNull(),
    /** 0: no amount limit. */
    amountLimit: money('amount_limit'),
    orderCount: integer('order_count').notNull().default(0),
    totalAmount: money('total_amount'),
    exceptionCount: integer('exception_count').notNull().default(0),
    exceptionAmount: money('exception_amount'),
    fileName: text('file_name').notNull().default(''),
    exportCount: integer('export_count').notNull().default(0),
    /** The rules it was made by (min/max amount, payout time range), or null when picked by hand. */
    rules: jsonb('rules'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payout_batch_no_uq').on(t.batchNo),
    index('payout_batch_created_idx').on(t.createdAt),
    index('payout_batch_supplier_idx').on(t.supplierId, t.createdAt),
  ],
);

/** Every balance change, in the same transaction as the change (docs/architecture.md). */
export const fundRecords = pgTable(
  'fund_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    reason: smallint('reason').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    orderCode: text('order_code'),
    operatorId: integer('operator_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('fund_user_idx').on(t.userId, t.createdAt), index('fund_created_idx').on(t.createdAt)],
);

/** Inbox of product 7.3. state: 0 unread, 1 readed, 2 trash (MessageState in the contract). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The same message in the other languages (title and content by language); null: one language only. */
    translations: jsonb('translations').$type<MessageTranslations>(),
    state: smallint('state').notNull().default(0),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // The inbox reads one user's messages of one state, newest first.
  (t) => [index('messages_user_state_idx').on(t.userId, t.state, t.createdAt)],
);

/** Script and request errors the app reports (product 7.8); user_id is null before sign-in. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    type: text('type').notNull(),
    code: text('code').notNull().default(''),
    mes: text('mes').notNull(),
    url: text('url').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt), index('error_logs_user_idx').on(t.userId, t.createdAt)],
);

/** Payer IPs whose new orders are refused at create (product 2.4 abnormal IPs); one row an IP while frozen. */
export const frozenIps = pgTable(
  'frozen_ips',
  {
    ip: text('ip').primaryKey(),
    reason: text('reason').notNull().default(''),
    frozenBy: integer('frozen_by'),
    frozenByAccount: text('frozen_by_account').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('frozen_ips_created_idx').on(t.createdAt)],
);

/**
 * Web Push subscriptions (decision 033): one row per browser endpoint, owned by the user who
 * last subscribed it. last_order_code claims an order's push, so with several instances on one
 * event bus each subscription gets it once.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The session that subscribed: signing it out (or forcing it out) ends the subscription. */
    sessionId: integer('session_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    lastOrderCode: text('last_order_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_sub_endpoint_uq').on(t.endpoint), index('push_sub_user_idx').on(t.userId)],
);

/**
 * Risk control blacklist (product 2.5, 2.8 nameBlackList): payees whose payouts are held at create
 * while RiskControlSwitch is on. kind: name | cardNumber | account (UPI/VPA or wallet address);
 * match_key is what a payout is compared on (riskMatchKey in the contract), one row a key per kind.
 */
export const riskBlacklist = pgTable(
  'risk_blacklist',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    matchKey: text('match_key').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by'),
    createdByAccount: text('created_by_account').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('risk_blacklist_key_uq').on(t.kind, t.matchKey),
    index('risk_blacklist_created_idx').on(t.createdAt),
  ],
);

/**
 * A payout held by risk control: which entries it matched, and the one decision on it
 * (state 0 pending, 1 released, 2 rejected: RiskDetectionState in the contract).
 */
export const riskDetections = pgTable(
  'risk_detections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutId: bigint('payout_id', { mode: 'number' }).notNull(),
    orderCode: text('order_code').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** [{entryId, kind, value, field}]: every entry the payee matched, as they were then. */
    matches: jsonb('matches').notNull(),
    state: smallint('state').notNull().default(0),
    decidedBy: integer('decided_by'),
    decidedByAccount: text('decided_by_account').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('risk_detection_payout_uq').on(t.payoutId),
    index('risk_detection_created_idx').on(t.createdAt),
    index('risk_detection_state_idx').on(t.state, t.createdAt),
  ],
);

/**
 * The IP whitelist (product 2.8, decision 054): a merchant's API calls, one staff account, or a staff
 * role. A subject with no rule is not fenced. Read whole into each instance's memory (the checks
 * never query it); `address` is normalised by the contract, so the unique index sees one spelling.
 */
export const ipRules = pgTable(
  'ip_rules',
  {
    id: serial('id').primaryKey(),
    scope: text('scope').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role'),
    address: text('address').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdAt: createdAt(),
    updatedBy: text('updated_by').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ip_rules_subject_uq').on(
      t.scope,
      sql`coalesce(${t.userId}, 0)`,
      sql`coalesce(${t.role}, '')`,
      t.address,
    ),
    index('ip_rules_user_idx').on(t.userId),
  ],
);

/**
 * The bank directory (product 2.8 /setting/banks, decision 056): what the account and payout forms
 * pick from, and the IFSC prefix a bank's IFSCs must start with. One short code per country.
 */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortCode: text('short_code').notNull(),
    /** India: the IFSC's first 4 letters; elsewhere the bank's code or ''. */
    ifscPrefix: text('ifsc_prefix').notNull().default(''),
    country: text('country').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** bankNameKey(name): how forms' bank names are compared with the directory. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('banks_country_code_uq').on(t.country, t.shortCode),
    index('banks_name_key_idx').on(t.nameKey),
    index('banks_country_name_idx').on(t.country, t.name),
  ],
);

/**
 * SMS templates (product 3; decision 057): how the monitor report reads a bank's SMS of one
 * direction. `sender` '' reads every sender of the bank. The pattern language is
 * src/contract/sms-pattern.ts; `example` is an SMS the pattern must read to be saved.
 */
export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    sender: text('sender').notNull().default(''),
    /** 0 income, 1 expense, 2 reversal (StatementDirection). */
    direction: smallint('direction').notNull(),
    pattern: text('pattern').notNull(),
    timeFormat: text('time_format').notNull().default(''),
    /** The zone the bank writes its times in, minutes east of UTC (India 330). */
    utcOffsetMinutes: integer('utc_offset_minutes').notNull().default(330),
    example: text('example').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_templates_sender_idx').on(t.sender), index('sms_templates_bank_idx').on(t.bankName)],
);

/**
 * Order data retention runs (decision 058, product 2.8 /orderClearHistory): one row per run, dry
 * runs are not stored. The archive tables (orders_archive, order_callbacks_archive,
 * monitor_logs_archive, bank_statements_archive, web_records_archive) are hand-written in the
 * migration as LIKE copies of their hot tables: the same columns in the same order, so a move is
 * `insert … select *` and a column added to a hot table without its archive fails the next run.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: serial('id').primaryKey(),
    /** Orders whose creation and last change are both before this were eligible. */
    cutoff: timestamp('cutoff', { withTimezone: true }).notNull(),
    /** null: the scheduled job; else the superAdmin who started it. */
    startedBy: integer('started_by'),
    startedByAccount: text('started_by_account').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Written after every batch: a run silent for long is taken as dead (its instance stopped). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, done, failed, abandoned */
    state: text('state').notNull().default('running'),
    /** Rows moved per table: orders, orderCallbacks, monitorLogs, bankStatements, webRecords. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    batches: integer('batches').notNull().default(0),
    /** The longest batch transaction, the longest time a row was held locked by this run. */
    longestBatchMs: integer('longest_batch_ms').notNull().default(0),
    error: text('error').notNull().default(''),
  },
  (t) => [
    index('retention_runs_started_idx').on(t.startedAt),
    // One run at a time across every instance: a second start conflicts here.
    uniqueIndex('retention_runs_one_running_uq')
      .on(sql`(true)`)
      .where(sql`finished_at is null`),
  ],
);

/**
 * The Telegram groups the bot is in (decision 076): which merchant or supplier each belongs to, whether
 * it may use the bot (the group whitelist), and the language the bot answers and writes in. The
 * bot writes a row when it is added to a group; staff bind it to a user and whitelist it. Jobs that
 * write to a user's groups (reminders, daily fund records, failed callbacks) read the bound,
 * whitelisted rows that have not been left.
 */
export const botGroups = pgTable(
  'bot_groups',
  {
    /** Telegram chat ids fit in 52 bits (negative for groups). */
    chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull().default(''),
    /** The merchant or supplier the group belongs to; null until bound. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    whitelisted: boolean('whitelisted').notNull().default(false),
    /** A language tag of the contract (zh-CN, zh-TW, en-US). */
    language: text('language').notNull().default('zh-CN'),
    boundBy: text('bound_by').notNull().default(''),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the bot is removed from the group; a left group gets nothing. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bot_groups_user_idx').on(t.userId)],
);

/**
 * Scripts or configurations monitoring devices download (decision 076, /setting/monitorScriptInfo):
 * one row per bank and version. A device gets the newest (highest id) rolled-out version of its
 * account's bank; the checksum is the server's SHA-256 of `content`.
 */
export const monitorScripts = pgTable(
  'monitor_scripts',
  {
    id: serial('id').primaryKey(),
    bankName: text('bank_name').notNull(),
    version: text('version').notNull(),
    content: text('content').notNull(),
    /** Lower-case hex SHA-256 of the UTF-8 content. */
    checksum: text('checksum').notNull(),
    rolledOut: boolean('rolled_out').notNull().default(false),
    rolledOutAt: timestamp('rolled_out_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('monitor_scripts_bank_version_idx').on(t.bankName, t.version)],
);

/**
 * Nonces of signed device calls, kept while their timestamp is inside the window: a second call
 * with the same (device, nonce) is a replay and refused (decision 076).
 */
export const monitorNonces = pgTable(
  'monitor_nonces',
  {
    resourceId: integer('resource_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.nonce] }), index('monitor_nonces_expires_idx').on(t.expiresAt)],
);

/**
 * When a waiting order was last announced to its supplier's groups (BotConstantReminder). The
 * claim is an upsert guarded by the interval, so two instances never remind of one order twice in
 * one interval; the row stays after the order is handled (the retention job's orders go, these
 * are a few bytes each).
 */
export const botOrderReminders = pgTable('bot_order_reminders', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  sentCount: integer('sent_count').notNull().default(1),
});

/**
 * One row per message a bot job sends at most once: a group's daily fund records ('digest:<day>')
 * or a failed callback's announcement ('callback:<orderCode>'). Inserted before the send (the
 * primary key is the claim across instances), deleted again when the send fails so the next run
 * retries.
 */
export const botSentMarks = pgTable(
  'bot_sent_marks',
  {
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    mark: text('mark').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.mark] })],
);

/**
 * Bot bookkeeping (decision 077): a deposit or settlement a bound group reported ("+1000
 * USDT"). state 0 pending, 1 confirmed, 2 rejected. Nothing touches a balance until staff confirm;
 * the confirmation writes the fund record (fund_record_id) in the same transaction.
 */
export const botFundRecords = pgTable(
  'bot_fund_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    /** The group's bound user when the report came: whose balance a confirmation changes. */
    userId: integer('user_id').notNull(),
    fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
    fromName: text('from_name').notNull().default(''),
    text: text('text').notNull(),
    /** Signed, minor units: positive a deposit, negative a settlement. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** As written in the report ('' when none was). */
    currency: text('currency').notNull().default(''),
    state: smallint('state').notNull().default(0),
    /** What the confirmation moved, minor units of the balance (staff convert a report in another currency). */
    appliedAmount: bigint('applied_amount', { mode: 'number' }),
    fundRecordId: bigint('fund_record_id', { mode: 'number' }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bot_fund_records_message_uq').on(t.chatId, t.messageId),
    index('bot_fund_records_created_idx').on(t.createdAt),
    index('bot_fund_records_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Dynamic pay (decision 078): every save of a product's pay script is a new row; `version`
 * counts per product from 1. Never changed or deleted: the history is the audit of who wrote what.
 */
export const payScriptVersions = pgTable(
  'pay_script_versions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    version: integer('version').notNull(),
    source: text('source').notNull(),
    note: text('note').notNull().default(''),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pay_script_versions_product_version_uq').on(t.productId, t.version)],
);

/** The version in force per product; a product without a row (or with null) has no script. */
export const payScripts = pgTable('pay_scripts', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  activeVersionId: integer('active_version_id').references(() => payScriptVersions.id),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every run of a pay script: an order's (order_id and order_code; no foreign key, the order may be
 * cleared by retention before its record) or a staff test run (test_run, run_by). version_id null:
 * a test run of an unsaved draft. result holds the validated instructions of a successful run.
 */
export const dynamicPayRecords = pgTable(
  'dynamic_pay_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id').notNull(),
    versionId: integer('version_id'),
    version: integer('version'),
    orderId: bigint('order_id', { mode: 'number' }),
    orderCode: text('order_code'),
    testRun: boolean('test_run').notNull().default(false),
    ok: boolean('ok').notNull(),
    durationMs: integer('duration_ms').notNull(),
    result: jsonb('result'),
    error: text('error'),
    runBy: text('run_by').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('dynamic_pay_records_created_idx').on(t.createdAt),
    index('dynamic_pay_records_product_idx').on(t.productId, t.createdAt),
    index('dynamic_pay_records_order_idx').on(t.orderId),
    index('dynamic_pay_records_order_code_idx').on(t.orderCode),
  ],
);

/**
 * Payout gateways (decision 079): a RazorpayX-style payout API the platform pays payouts
 * through. Credentials are AES-256-GCM ciphertexts (server/lib/secret-box.ts),
 * never plaintext; product_ids routes payout products to it; amounts in minor units (0: no limit).
 */
export const payGateways = pgTable(
  'pay_gateways',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    baseUrl: text('base_url').notNull(),
    /** The platform's account the payouts are paid from (RazorpayX account_number); not a secret. */
    accountNumber: text('account_number').notNull(),
    keyIdEnc: text('key_id_enc').notNull(),
    keySecretEnc: text('key_secret_enc').notNull(),
    webhookSecretEnc: text('webhook_secret_enc').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    minAmount: money('min_amount'),
    maxAmount: money('max_amount'),
    dailyLimit: money('daily_limit'),
    createdBy: text('created_by').notNull().default(''),
    updatedBy: text('updated_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pay_gateways_name_uq').on(t.name)],
);

/**
 * The sending of one payout to its gateway: the idempotency key is stored with the row before any
 * request goes out; next_check_at is when the job (SKIP LOCKED) sends or polls it next (null:
 * nothing left to do), and a claim moves it forward as its lease.
 */
export const gatewayPayouts = pgTable(
  'gateway_payouts',
  {
    payoutId: bigint('payout_id', { mode: 'number' }).primaryKey(),
    gatewayId: integer('gateway_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's payout id once it accepted the payout. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's own status word as last heard (processing, processed, rejected …). */
    gatewayStatus: text('gateway_status').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gateway_payouts_due_idx').on(t.nextCheckAt),
    uniqueIndex('gateway_payouts_ref_uq').on(t.gatewayId, t.gatewayRef),
  ],
);

/**
 * The Telegram bot's running state, one row per bot ('main'; the relay bot may use its own), so
 * every instance's page shows what the one instance running the bot is doing (decision 076).
 */
export const botStatus = pgTable('bot_status', {
  bot: text('bot').primaryKey(),
  /** running, stopped or error. */
  state: text('state').notNull().default('stopped'),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  /** The instance (host and process) that runs the bot or last changed the state. */
  instance: text('instance').notNull().default(''),
  /** polling or webhook. */
  mode: text('mode').notNull().default('polling'),
  /** From getMe; 0 and '' until the bot has started once with this token. */
  botId: bigint('bot_id', { mode: 'number' }).notNull().default(0),
  botName: text('bot_name').notNull().default(''),
  botUsername: text('bot_username').notNull().default(''),
  lastError: text('last_error').notNull().default(''),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The groups the relay bot (TransferBotToken, decision 081) is in: its own presence, apart
 * from the main bot's (a group may hold both). The group's owner, whitelist and language are the
 * group's `bot_groups` row, shared by both bots. One group at most is the unified supplier query
 * group (SupplierUnifyQueryGroup).
 */
export const relayGroups = pgTable(
  'relay_groups',
  {
    chatId: bigint('chat_id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull().default(''),
    unifiedQuery: boolean('unified_query').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the relay bot is removed from the group. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    uniqueIndex('relay_groups_one_unified_uq')
      .on(sql`(true)`)
      .where(sql`unified_query`),
  ],
);

/**
 * Every message the relay bot copied: a merchant's payment proof into a supplier group (`proof`,
 * with the header it sent before it), or a supplier group's reply back to the merchant group
 * (`reply`). A reply to a relayed proof finds its way back through (target chat, target or header
 * message); staff list the pairs from here.
 */
export const relayMessages = pgTable(
  'relay_messages',
  {
    id: serial('id').primaryKey(),
    /** proof or reply. */
    kind: text('kind').notNull(),
    sourceChatId: bigint('source_chat_id', { mode: 'number' }).notNull(),
    sourceMessageId: bigint('source_message_id', { mode: 'number' }).notNull(),
    targetChatId: bigint('target_chat_id', { mode: 'number' }).notNull(),
    targetMessageId: bigint('target_message_id', { mode: 'number' }).notNull(),
    /** The header (order code, amount, status) sent before a proof's copy; null for replies. */
    headerMessageId: bigint('header_message_id', { mode: 'number' }),
    orderId: bigint('order_id', { mode: 'number' }),
    orderCode: text('order_code').notNull().default(''),
    merchantId: integer('merchant_id'),
    supplierId: integer('supplier_id'),
    /** The proof this reply answers (kind reply). */
    replyToId: integer('reply_to_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('relay_messages_target_idx').on(t.targetChatId, t.targetMessageId),
    index('relay_messages_header_idx').on(t.targetChatId, t.headerMessageId),
    index('relay_messages_created_idx').on(t.createdAt),
    index('relay_messages_pair_idx').on(t.sourceChatId, t.targetChatId),
  ],
);

/**
 * The Telegram users the bot answers (the user whitelist, decision 076). A user linked to a staff
 * account may use the staff-only commands as far as that account's role may read orders.
 */
export const botUsers = pgTable('bot_users', {
  id: serial('id').primaryKey(),
  tgUserId: bigint('tg_user_id', { mode: 'number' }).notNull().unique(),
  name: text('name').notNull().default(''),
  remark: text('remark').notNull().default(''),
  staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdBy: text('created_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved filters of the list pages (decision 127): a person's own, or one an admin published for a
 * role (`shared_role`). `filters` is the page's URL params, bounded by the contract's viewFiltersSchema.
 * One name per owner and page: saving it again replaces the filters.
 */
export const listViews = pgTable(
  'list_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The route's name, shared by its variants (src/contract/api/list-views.ts). */
    page: text('page').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull(),
    sharedRole: text('shared_role'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('list_views_owner_page_name_idx').on(t.ownerId, t.page, t.name),
    index('list_views_shared_idx').on(t.sharedRole, t.page),
  ],
);
