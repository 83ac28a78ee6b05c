import {
  Code,
  webhookPathOf,
  type CallParsed,
  type PayGatewayKind,
  type PayGatewayRow,
  type payGatewayCalls,
} from '../../../src/contract/index.ts';
import type { ServerConfig } from '../../config.ts';
import type { AuthedContext } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requirePublicUrl } from '../../http/outbound-url.ts';
import { audit } from '../audit-log/index.ts';
import { credentialFields, seal, stateOf, type CredentialName } from './credentials.ts';
import {
  gatewayNamed,
  insertGateway,
  lockGateway,
  payoutProducts,
  updateGateway,
  type GatewayRecord,
} from './repository.ts';

type SaveInput = CallParsed<typeof payGatewayCalls.save>;
type KeyConfig = Pick<ServerConfig, 'gatewaySecretKey' | 'dataDir'>;

export function toGatewayRow(
  g: GatewayRecord,
  config: KeyConfig,
  figures: { usedToday: number; open: number } = { usedToday: 0, open: 0 },
): PayGatewayRow {
  return {
    id: g.id,
    name: g.name,
    kind: g.kind as PayGatewayKind,
    baseUrl: g.baseUrl,
    accountNumber: g.accountNumber,
    keyId: stateOf(config, g, 'keyId'),
    keySecret: stateOf(config, g, 'keySecret'),
    webhookSecret: stateOf(config, g, 'webhookSecret'),
    enabled: g.enabled,
    productIds: g.productIds,
    minAmount: g.minAmount,
    maxAmount: g.maxAmount,
    dailyLimit: g.dailyLimit,
    usedToday: figures.usedToday,
    openPayouts: figures.open,
    webhookPath: webhookPathOf(g.id),
    updatedBy: g.updatedBy,
    updateTime: g.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a gateway: never a credential, only which ones a save replaced. */
const auditView = (g: GatewayRecord, replaced: CredentialName[] = []) => ({
  name: g.name,
  kind: g.kind,
  baseUrl: g.baseUrl,
  accountNumber: g.accountNumber,
  enabled: g.enabled,
  productIds: g.productIds,
  minAmount: g.minAmount,
  maxAmount: g.maxAmount,
  dailyLimit: g.dailyLimit,
  ...(replaced.length > 0 ? { credentialsReplaced: replaced } : {}),
});

async function checkProducts(ctx: AuthedContext, ids: number[]): Promise<number[]> {
  const payout = new Set((await payoutProducts(ctx.db)).map((p) => p.id));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !payout.has(id)))
    throw new ApiError(Code.badRequest, 'errors.payGatewayProducts', {}, { field: 'productIds' });
  return unique.sort((a, b) => a - b);
}

/**
 * POST /v1.0/payGateway/save: a new gateway (all three credentials required) or a change (an empty
 * credential keeps the stored one). The base URL's host must not be private unless OUTBOUND_ALLOW
 * allows it. Credentials are sealed (AES-256-GCM) before they reach the database.
 */
export async function saveGateway(input: SaveInput, ctx: AuthedContext): Promise<PayGatewayRow> {
  await requirePublicUrl(ctx.outbound, 'baseUrl', input.baseUrl, { unresolvable: 'accept' });
  const productIds = await checkProducts(ctx, input.productIds);
  const given = (Object.keys(credentialFields) as CredentialName[]).filter((n) => input[n] !== '');
  if (input.id === undefined && given.length < 3)
    throw new ApiError(
      Code.badRequest,
      'errors.payGatewayCredentialsRequired',
      {},
      { field: given.includes('keyId') ? (given.includes('keySecret') ? 'webhookSecret' : 'keySecret') : 'keyId' },
    );
  const sealed = Object.fromEntries(given.map((n) => [`${n}Enc`, seal(ctx.config, n, input[n])])) as Partial<
    Record<'keyIdEnc' | 'keySecretEnc' | 'webhookSecretEnc', string>
  >;
  const now = ctx.clock.now();
  const me = ctx.auth.user.account;
  const fields = {
    name: input.name,
    kind: input.kind,
    baseUrl: input.baseUrl,
    accountNumber: input.accountNumber,
    enabled: input.enabled,
    productIds,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    dailyLimit: input.dailyLimit,
    updatedBy: me,
    updatedAt: now,
  };
  const taken = () =>
    new ApiError(Code.conflict, 'errors.payGatewayNameExists', { name: input.name }, { field: 'name' });
  const saved = await ctx.db.transaction(async (tx) => {
    if (input.id === undefined) {
      const made = await insertGateway(tx, {
        ...fields,
        keyIdEnc: sealed.keyIdEnc!,
        keySecretEnc: sealed.keySecretEnc!,
        webhookSecretEnc: sealed.webhookSecretEnc!,
        createdBy: me,
        createdAt: now,
      });
      if (!made) throw taken();
      await audit(tx, ctx, 'payGateway.add', `payGateway:${made.id}`, null, auditView(made, given));
      return made;
    }
    const before = await lockGateway(tx, input.id);
    if (!before) throw new ApiError(Code.notFound, 'errors.payGatewayNotFound');
    const other = await gatewayNamed(tx, input.name);
    if (other && other.id !== before.id) throw taken();
    const after = await updateGateway(tx, before.id, { ...fields, ...sealed });
    if (!after) throw new ApiError(Code.notFound, 'errors.payGatewayNotFound');
    await audit(tx, ctx, 'payGateway.update', `payGateway:${after.id}`, auditView(before), auditView(after, given));
    return after;
  });
  return toGatewayRow(saved, ctx.config);
}
