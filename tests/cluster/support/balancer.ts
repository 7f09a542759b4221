import http from 'node:http';
import { randomIp, type Answer, type Instance } from './instances';

/**
 * The test's own little load balancer: round robin over the instances in rotation, with keep-alive
 * connections. An instance that refused a connection or answered 503 leaves the rotation (a passive health
 * check) until it is replaced. It retries on another instance only what a real balancer retries without
 * knowing the call:
 * - the connection was refused (nothing was sent);
 * - a 503 (an instance that is draining, or whose database is away: the request did nothing);
 * - a reused keep-alive connection closed before any answer (the race every balancer retries, and Node's
 *   own docs: the server closed it as idle while the request was on its way).
 * Anything else is a failure the client would see, counted in `failures`.
 */
export function balancer(initial: Instance[]) {
  const rotation = [...initial];
  const agents = new Map<string, http.Agent>();
  const agent = (url: string) => agents.get(url) ?? agents.set(url, new http.Agent({ keepAlive: true })).get(url)!;
  const out = new Set<Instance>();
  let turn = 0;
  const next = () => {
    const healthy = rotation.filter((instance) => !out.has(instance));
    const choices = healthy.length ? healthy : rotation;
    return choices[turn++ % choices.length]!;
  };
  const stats = {
    calls: 0,
    answered: 0,
    /** answers per instance url */
    by: {} as Record<string, number>,
    retried: {} as Record<string, number>,
    failures: [] as string[],
  };
  const retry = (reason: string, instance?: Instance) => {
    stats.retried[reason] = (stats.retried[reason] ?? 0) + 1;
    if (instance) out.add(instance);
  };

  function send<T>(instance: Instance, name: string, payload: string, headers: Record<string, string>) {
    return new Promise<{ answer?: Answer<T>; error?: NodeJS.ErrnoException; reused: boolean }>((resolve) => {
      const request = http.request(`${instance.url}/api/${name}`, {
        method: 'POST',
        agent: agent(instance.url),
        headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
        timeout: 15_000,
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => resolve({ error, reused: request.reusedSocket }));
        res.on('end', () => {
          const envelope = JSON.parse(Buffer.concat(chunks).toString()) as { code: number; msg: string; data: T };
          resolve({ answer: { status: res.statusCode!, ...envelope }, reused: request.reusedSocket });
        });
      });
      request.on('error', (error) => resolve({ error, reused: request.reusedSocket }));
      request.end(payload);
    });
  }

  return {
    stats,
    /** Puts `fresh` in the place of `old` (a restarted instance). */
    replace(old: Instance, fresh: Instance) {
      rotation[rotation.indexOf(old)] = fresh;
    },
    async call<T = unknown>(
      name: string,
      body: unknown,
      options: { token?: string; key?: string } = {},
    ): Promise<Answer<T>> {
      stats.calls++;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': randomIp(),
        ...(options.token ? { token: options.token } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      };
      const payload = JSON.stringify(body);
      for (let attempt = 1; attempt <= 20; attempt++) {
        const instance = next();
        const { answer, error, reused } = await send<T>(instance, name, payload, headers);
        if (answer && answer.status !== 503) {
          stats.answered++;
          stats.by[instance.url] = (stats.by[instance.url] ?? 0) + 1;
          return answer;
        }
        if (answer) retry('503', instance);
        else if (error?.code === 'ECONNREFUSED') retry('refused', instance);
        else if (reused && (error?.code === 'ECONNRESET' || error?.message === 'socket hang up')) retry('reused');
        else {
          stats.failures.push(
            `${name} on ${instance.url}${reused ? ' (reused connection)' : ''}: ${error?.code ?? ''} ${error?.message ?? ''}`,
          );
          throw error ?? new Error('no answer');
        }
      }
      stats.failures.push(`${name}: no instance answered in 20 tries`);
      throw new Error(`${name}: no instance answered in 20 tries`);
    },
    close() {
      for (const a of agents.values()) a.destroy();
    },
  };
}
