import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - `pass` forwards every request;
 * - `stall` accepts it and never answers (lie-fi: connected, nothing comes back);
 * - `lose` forwards it, lets the server act, and cuts the answer off (the phone sees a network error);
 * - `delay` forwards it and holds the answer for `ms`;
 * - `unavailable` answers 503 without asking the server (an overloaded or restarting backend);
 * - `offline` resets the connection at once.
 */
export type FaultMode = 'pass' | 'stall' | 'lose' | 'delay' | 'unavailable' | 'offline';

export interface FaultOptions {
  /** only requests this accepts meet the fault (default: all); the others pass */
  match?: (path: string, body: string) => boolean;
  /** the fault meets this many requests, then everything passes (default: unlimited) */
  times?: number;
  /** `delay`: how long each answer is held (default 2000) */
  ms?: number;
}

export interface FaultProxy {
  url: string;
  set(mode: FaultMode, options?: FaultOptions): void;
  /** how many requests met the current fault */
  faults(): number;
  /** resolves when no answer is held any more (`delay`) */
  idle(): Promise<void>;
  /** cuts the answers being relayed whose path `match` accepts (an event stream mid-flight); how many */
  cut(match: (path: string) => boolean): number;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on 127.0.0.1 in front of `target` (the e2e tests' and the bench's real server) whose
 * network can be made to fail the way phones meet it.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let options: FaultOptions = {};
  let met = 0;
  const timers = new Set<NodeJS.Timeout>();
  let onIdle: (() => void)[] = [];
  const release = (timer: NodeJS.Timeout) => {
    timers.delete(timer);
    if (timers.size > 0) return;
    onIdle.forEach((resolve) => resolve());
    onIdle = [];
  };

  const forward = (request: http.IncomingMessage, body: Buffer, onAnswer: (answer: http.IncomingMessage) => void) => {
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: request.headers },
      onAnswer,
    );
    upstream.on('error', () => request.socket.destroy());
    upstream.end(body);
  };
  /** answers being relayed now, by path */
  const relaying = new Map<http.ServerResponse, string>();
  const relay = (response: http.ServerResponse) => (answer: http.IncomingMessage) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    relaying.set(response, response.req.url ?? '/');
    response.on('close', () => relaying.delete(response));
    answer.pipe(response);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const faulty =
        mode !== 'pass' &&
        (options.times === undefined || met < options.times) &&
        (options.match?.(request.url ?? '/', body.toString()) ?? true);
      if (!faulty) return forward(request, body, relay(response));
      met += 1;
      switch (mode) {
        case 'stall':
          return;
        case 'offline':
          return request.socket.destroy();
        case 'unavailable':
          response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
          return response.end('Service Unavailable');
        case 'lose':
          // the headers go out and the body never does: a connection closed before any byte would look
          // like a stale keep-alive socket, which Chromium quietly tries again
          return forward(request, body, (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            response.flushHeaders();
            answer.resume();
            answer.on('end', () => request.socket.destroy());
          });
        case 'delay':
          return forward(request, body, (answer) => {
            const timer = setTimeout(() => {
              relay(response)(answer);
              release(timer);
            }, options.ms ?? 2000);
            timers.add(timer);
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (next, nextOptions = {}) => {
      mode = next;
      options = nextOptions;
      met = 0;
    },
    faults: () => met,
    cut(match) {
      const cut = [...relaying].filter(([, path]) => match(path));
      for (const [response] of cut) response.socket?.destroy();
      return cut.length;
    },
    idle: () => (timers.size === 0 ? Promise.resolve() : new Promise((resolve) => onIdle.push(resolve))),
    close: () =>
      new Promise((resolve) => {
        timers.forEach((timer) => clearTimeout(timer));
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
