import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey in software, for server tests (decision 133): a P-256 key pair and the bytes an
 * authenticator sends. `register` answers a creation challenge with a "none" attestation, `assert`
 * signs a request challenge; both may be told another origin, RP ID or counter, so a test can
 * build the answers the server must refuse.
 */
export interface SoftwarePasskey {
  credentialId: string;
  counter: number;
  register(challenge: string, over?: Tweaks): RegistrationAnswer;
  assert(challenge: string, over?: Tweaks & { counter?: number }): AssertionAnswer;
}

interface Tweaks {
  origin?: string;
  rpId?: string;
}

export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
}

export interface AssertionAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** User present (0x01), user verified (0x04), and (0x40) attested credential data follows. */
const flagsOf = (attested: boolean) => 0x01 | 0x04 | (attested ? 0x40 : 0);

export function softwarePasskey(rp: { id: string; origin: string }, userHandle?: string): SoftwarePasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = randomBytes(16);
  // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  const authData = (rpId: string, counter: number, attested: boolean) => {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    const parts = [sha256(rpId), Buffer.from([flagsOf(attested)]), counterBytes];
    if (attested) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      parts.push(Buffer.alloc(16), idLength, rawId, Buffer.from(coseKey));
    }
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const key: SoftwarePasskey = {
    credentialId: b64url(rawId),
    counter: 0,
    register(challenge, over = {}) {
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, never>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', authData(over.rpId ?? rp.id, key.counter, true)],
        ]),
      );
      return {
        id: key.credentialId,
        rawId: key.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, over.origin ?? rp.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(challenge, over = {}) {
      const counter = over.counter ?? ++key.counter;
      const data = authData(over.rpId ?? rp.id, counter, false);
      const client = clientData('webauthn.get', challenge, over.origin ?? rp.origin);
      const signature = createSign('sha256')
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id: key.credentialId,
        rawId: key.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          ...(userHandle ? { userHandle: b64url(Buffer.from(userHandle)) } : {}),
        },
        clientExtensionResults: {},
      };
    },
  };
  return key;
}
