import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Ceremony {
  /** the origin the browser would put in clientDataJSON */
  origin?: string;
  /** the RP ID whose hash leads authenticatorData */
  rpId?: string;
  /** user verification done (the face or fingerprint): on unless a test turns it off */
  uv?: boolean;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A software authenticator: one P-256 key (ES256), 'none' attestation, a signature counter that grows with
 * each use. It builds the same authenticatorData, clientDataJSON and CBOR attestation object a phone sends.
 */
export function softwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  let counter = 0;

  const clientData = (type: string, challenge: string, c: Ceremony) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: c.origin ?? defaults.origin, crossOrigin: false }));
  const authData = (c: Ceremony, flags: number, rest: Uint8Array[] = []) =>
    Buffer.concat([
      createHash('sha256')
        .update(c.rpId ?? defaults.rpId)
        .digest(),
      Buffer.from([flags | FLAG_UP | (c.uv === false ? 0 : FLAG_UV)]),
      u32(counter),
      ...rest,
    ]);

  return {
    id: b64url(credentialId),
    /** the counter the next signature carries (a test sets it back) */
    setCounter: (n: number) => void (counter = n),
    /** a RegistrationResponseJSON for the challenge of registration options */
    create(challenge: string, c: Ceremony = {}) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = [Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(coseKey))];
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(c, FLAG_AT, attested)],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, c)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
    /** an AuthenticationResponseJSON signing the challenge of sign-in or approval options */
    get(challenge: string, c: Ceremony = {}) {
      counter += 1;
      const data = authData(c, 0);
      const client = clientData('webauthn.get', challenge, c);
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(client).digest()]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: b64url(Buffer.from('member')),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}
export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
