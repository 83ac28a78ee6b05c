import type { SecretState } from '../../../src/contract/index.ts';
import type { ServerConfig } from '../../config.ts';
import type { GatewayTarget } from './razorpayx.ts';
import type { GatewayRecord } from './repository.ts';
import { secretBox, type SecretBox } from '../../lib/secret-box.ts';
import { gatewayKey } from './gateway-key.ts';

type KeyConfig = Pick<ServerConfig, 'gatewaySecretKey' | 'dataDir'>;

/** The three credential columns and the associated data each is sealed with. */
export const credentialFields = {
  keyId: 'pay_gateways.key_id',
  keySecret: 'pay_gateways.key_secret',
  webhookSecret: 'pay_gateways.webhook_secret',
} as const;
export type CredentialName = keyof typeof credentialFields;

const columnOf = {
  keyId: 'keyIdEnc',
  keySecret: 'keySecretEnc',
  webhookSecret: 'webhookSecretEnc',
} as const satisfies Record<CredentialName, keyof GatewayRecord>;

export const boxFor = (config: KeyConfig): SecretBox => secretBox(gatewayKey(config));

export const seal = (config: KeyConfig, name: CredentialName, plain: string): string =>
  boxFor(config).seal(credentialFields[name], plain);

export function reveal(config: KeyConfig, g: GatewayRecord, name: CredentialName): string {
  return boxFor(config).open(credentialFields[name], g[columnOf[name]]);
}

/** What the page may know: set or not, and the last 4 only of a value of at least 12 characters (as secret settings). */
export function stateOf(config: KeyConfig, g: GatewayRecord, name: CredentialName): SecretState {
  try {
    const plain = reveal(config, g, name);
    return plain.length >= 12 ? { configured: true, last4: plain.slice(-4) } : { configured: plain !== '' };
  } catch {
    // Sealed with another key: it is set, but this server cannot use it (the page says so by missing last 4).
    return { configured: true };
  }
}

export function targetOf(g: GatewayRecord, config: KeyConfig): GatewayTarget {
  return {
    baseUrl: g.baseUrl,
    accountNumber: g.accountNumber,
    keyId: reveal(config, g, 'keyId'),
    keySecret: reveal(config, g, 'keySecret'),
  };
}
