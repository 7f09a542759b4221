import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `pass` forwards every request; `stall` accepts it and never answers (lie-fi: connected, nothing comes back). */
export type FaultMode = 'pass' | 'stall';

export interface FaultProxy {
  url: string;
  set(mode: FaultMode): void;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on 127.0.0.1 in front of `target` (the e2e tests' and the bench's real server) whose
 * network can be made to fail the way phones meet it.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  const server = http.createServer((request, response) => {
    if (mode === 'stall') return;
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next) => void (mode = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
