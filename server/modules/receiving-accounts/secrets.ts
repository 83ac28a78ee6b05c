import { randomBytes } from 'node:crypto';
import { demoResourceKeyHex } from '../../config.ts';
import { readSetting } from '../../config-schema.ts';
import { secretBox, type SecretBox } from '../../lib/secret-box.ts';
import { hashPassword } from '../user/index.ts';

/**
 * The two passwords of a receiving account are write-only (never answered by any call):
 * - the monitoring password only has to be checked when the monitoring app signs in with it, so it
 *   is kept as a scrypt hash, like a user's password;
 * - the online-banking password must be given back in plain text to the device or payout tool that
 *   logs in to the bank, so a hash cannot serve: it is sealed by server/lib/secret-box.ts under
 *   RESOURCE_SECRET_KEY (64 hex characters). Without that variable a fixed demo key is used, which
 *   a production start refuses (server/config.ts); a malformed key throws instead of falling back.
 */
const boxes = new Map<string, SecretBox>();

/**
 * The box of the key in force, read per call (tests switch it). Values sealed before decision 111
 * are `v1` without associated data: still read, and an edit writes the password as v2.
 */
function box(): SecretBox {
  const hex = readSetting('RESOURCE_SECRET_KEY') ?? demoResourceKeyHex;
  let found = boxes.get(hex);
  if (!found) {
    found = secretBox(Buffer.from(hex, 'hex'), 'noAad');
    boxes.set(hex, found);
  }
  return found;
}

const purpose = 'resources.banking_password';

/** `v2.<keyId>.<iv>.<tag>.<ciphertext>` (server/lib/secret-box.ts). */
export const encryptSecret = (plain: string): string => box().seal(purpose, plain);

export const decryptSecret = (stored: string): string => box().open(purpose, stored);

export const hashMonitorPassword = (plain: string): Promise<string> => hashPassword(plain);

/** The key a new monitored account's device signs its reports with (server/modules/bank-statements/report.ts). */
export const newMonitorKey = (): string => randomBytes(16).toString('hex');
