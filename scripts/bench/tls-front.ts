import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall } from './apt';

/** Headers of one hop (RFC 9113 §8.2.2 forbids them in HTTP/2), and HTTP/2's own pseudo-headers. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);
const forwarded = (headers: http.IncomingHttpHeaders | http2.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name, value]) => !name.startsWith(':') && !HOP.has(name) && value !== undefined),
  );

/** A throwaway self-signed certificate for 127.0.0.1 (Debian's openssl), valid for a day. */
function certificate() {
  if (spawnSync('openssl', ['version'], { stdio: 'ignore' }).status !== 0) aptInstall('openssl');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What a member's browser reaches in a deployment: TLS terminated in front of the server (docs/server.md, "Behind
 * a proxy"), where browsers speak HTTP/2, many requests on one connection. Plain HTTP on localhost is HTTP/1.1, six
 * connections a host: a first load of some 45 files waits there in rounds of the emulated round trip. The front
 * forwards each request to `upstream` as it is, streams included. A browser context reaches it with
 * `ignoreHTTPSErrors` (the certificate is its own).
 */
export async function startTlsFront(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http2.createSecureServer({ ...certificate(), allowHTTP1: true }, (request, response) => {
    const upstreamRequest = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwarded(request.headers), host: target.host },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(response);
      },
    );
    upstreamRequest.on('error', () => response.destroy());
    response.on('close', () => upstreamRequest.destroy());
    request.pipe(upstreamRequest);
  });
  // a browser context closed leaves its session to time out: closing ends them
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
