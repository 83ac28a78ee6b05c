import { randomUUID } from 'node:crypto';
import { signDeviceBody } from '../../../src/contract/index.ts';
import type { TestBackend } from './backend.ts';

/** A fresh nonce per call, as a device makes one. */
export const newNonce = (): string => randomUUID().replaceAll('-', '');

/**
 * A device call's body as a monitoring device sends it (src/contract/device-signing.ts): stamped
 * with the test server's clock, a fresh nonce and the HMAC under the device key.
 */
export const deviceBody = <T extends object>(
  b: Pick<TestBackend, 'clock'>,
  body: T,
  key: string,
  at: Date = b.clock.now(),
  nonce: string = newNonce(),
) => signDeviceBody(body, key, at, nonce);
