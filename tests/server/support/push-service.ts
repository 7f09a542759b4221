import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service of our own, answering as the browsers' do (RFC 8030): 201 for a notice it takes, or what a test
 * scripts for an endpoint (404, 410, 429 with Retry-After, 5xx). It checks the VAPID JWT (RFC 8292: ES256 under
 * the `k` key, `aud` its own origin, `exp` within 24 h, a `sub`) and decrypts the aes128gcm body (RFC 8291) with
 * the subscription's private key, which only the "browser" (this file) holds.
 */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface Delivered {
  endpoint: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** the decrypted body, parsed */
  payload: Record<string, unknown>;
  /** the raw aes128gcm body, as a browser's push service hands it to the service worker */
  body: Buffer;
}

interface Answer {
  status: number;
  retryAfter?: string;
}

export interface PushService {
  origin: string;
  /** a browser's subscription: keys made here, an endpoint on this service */
  subscribe(): TestSubscription;
  /** the next answers to this endpoint's notices (then 201 again) */
  answer(endpoint: string, ...answers: Answer[]): void;
  /** notices taken (201), in order */
  delivered(endpoint?: string): Delivered[];
  /** every request's answer, by endpoint, in order (the scripted ones too) */
  statuses(endpoint: string): number[];
  /** requests refused for a bad JWT or a body that would not decrypt: a test expects none */
  errors: string[];
  /** resolves once `endpoint` has had `n` requests */
  requested(endpoint: string, n: number): Promise<void>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripted = new Map<string, Answer[]>();
  const log = new Map<string, number[]>();
  const delivered: Delivered[] = [];
  const errors: string[] = [];
  const waiters = new Set<() => void>();
  let origin = '';

  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** RFC 8292: `vapid t=<JWT>, k=<the server's P-256 public key>`; the reason it is refused, or undefined. */
  const checkVapid = (header: string | undefined): string | undefined => {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
    if (!match) return `no vapid authorization: ${header}`;
    const [jwt, k] = [match[1]!, Buffer.from(match[2]!, 'base64url')];
    const [head, claims, signature] = jwt.split('.') as [string, string, string];
    if (k.length !== 65 || k[0] !== 4) return 'k is not an uncompressed P-256 point';
    const key = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64(k.subarray(1, 33)), y: b64(k.subarray(33)) },
      format: 'jwk',
    });
    const signed = Buffer.from(`${head}.${claims}`);
    const ok = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    if (!ok) return 'bad JWT signature';
    const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
    if (header_.alg !== 'ES256') return `alg ${header_.alg}`;
    const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud?: string;
      exp?: number;
      sub?: string;
    };
    if (body.aud !== origin) return `aud ${body.aud}, not ${origin}`;
    const now = Date.now() / 1000;
    if (typeof body.exp !== 'number' || body.exp <= now || body.exp > now + 24 * 3600) return `exp ${body.exp}`;
    if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(body.sub ?? '')) return `sub ${body.sub}`;
    return undefined;
  };

  /** RFC 8291 with RFC 8188's aes128gcm record: one record, padding ends with 0x02. */
  const decrypt = (endpoint: string, body: Buffer): Buffer => {
    const device = devices.get(endpoint);
    if (!device) throw new Error('unknown subscription');
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const cipher = body.subarray(21 + idLength);
    const shared = device.ecdh.computeSecret(serverKey);
    const info = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, info, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipher.subarray(cipher.length - 16));
    const plain = Buffer.concat([decipher.update(cipher.subarray(0, cipher.length - 16)), decipher.final()]);
    const end = plain.lastIndexOf(2);
    if (end < 0) throw new Error('no padding delimiter');
    return plain.subarray(0, end);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const body = await read(request);
      const endpoint = `${origin}${request.url}`;
      const answer = (status: number, headers: Record<string, string> = {}) => {
        log.set(endpoint, [...(log.get(endpoint) ?? []), status]);
        response.writeHead(status, headers).end();
        for (const wake of waiters) wake();
      };
      const refused = checkVapid(request.headers.authorization);
      if (refused) {
        errors.push(refused);
        return answer(403);
      }
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        errors.push(`content-encoding ${request.headers['content-encoding']}`);
        return answer(400);
      }
      const next = scripted.get(endpoint)?.shift();
      if (next) return answer(next.status, next.retryAfter ? { 'retry-after': next.retryAfter } : {});
      if (!devices.has(endpoint)) return answer(404);
      let plain: Buffer;
      try {
        plain = decrypt(endpoint, body);
      } catch (error) {
        errors.push(`decrypt: ${String(error)}`);
        return answer(400);
      }
      delivered.push({
        endpoint,
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        payload: JSON.parse(plain.toString()) as Record<string, unknown>,
        body,
      });
      answer(201, { location: `${endpoint}/message/${delivered.length}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64(randomBytes(12))}`;
      devices.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    answer: (endpoint, ...answers) => void scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), ...answers]),
    delivered: (endpoint) => delivered.filter((d) => !endpoint || d.endpoint === endpoint),
    statuses: (endpoint) => log.get(endpoint) ?? [],
    errors,
    requested: (endpoint, n) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if ((log.get(endpoint)?.length ?? 0) < n) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
