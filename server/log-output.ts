import type { FastifyServerOptions } from 'fastify';
import { LOG_REDACT } from './app';
import { DEMO_ACCOUNT, DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD, DEMO_PASSWORD } from './db/seed';

interface Where {
  demo: boolean;
  env: NodeJS.ProcessEnv;
  /** a person is watching (stdout is a terminal) */
  isTTY: boolean;
}

/** Readable lines for a person running it in development or demo; JSON for production and for any log collector. */
export function prettyLog({ demo, env, isTTY }: Where): boolean {
  return isTTY && env.NODE_ENV !== 'production' && (demo || env.NODE_ENV === 'development');
}

/** main.ts's logger: pino's JSON with secrets redacted, through pino-pretty when prettyLog says so. */
export async function loggerOptions(
  level: string,
  where: Where,
  destination?: NodeJS.WritableStream,
): Promise<FastifyServerOptions['logger']> {
  const json = { level, redact: { paths: LOG_REDACT, censor: '[redacted]' } };
  if (!prettyLog(where)) return json;
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    colorize: where.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    // a request's line (app.ts): "GET /api/configs → 200 (3 ms)"
    ignore: 'pid,hostname,reqId,method,route,url,status,ms',
    messageFormat: '{if method}{method} {url} → {status} ({ms} ms) {end}{msg}',
    singleLine: true,
    ...(destination && { destination }),
  });
  return { ...json, stream };
}

/** What the person who started the demo needs: where to sign in, with the demo's passwords (never a log line). */
export function demoBanner(url: string): string {
  return [
    '',
    `  Demo running at ${url}`,
    `  member:   ${DEMO_ACCOUNT} / ${DEMO_PASSWORD}`,
    `  operator: ${DEMO_OPERATOR} / ${DEMO_OPERATOR_PASSWORD}  (${url}/admin)`,
    '',
  ].join('\n');
}
