import Fastify from 'fastify';
import * as z from 'zod/mini';
import type { OpenAPIV3_1 } from 'openapi-types';
import { consoleCalls } from '../../contract/console/calls';
import { memberApi } from '../../contract/member-api';
import { callRoute, useCallSchemas } from '../../server/routes/contract-route';
import type { Settings } from '../../server/settings';
import { harness, type Harness } from './support/harness';
import { adminCall, signedInOperator } from './support/operators';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

async function documentAt(url: string) {
  const response = await h.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenAPIV3_1.Document;
}

type Operation = OpenAPIV3_1.OperationObject;
const jsonBody = (op: Operation) =>
  (op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content['application/json']?.schema;
/** An object's schema, or a choice of them (a body with two forms). */
const describesObject = (schema: unknown) => {
  const s = schema as { type?: string; anyOf?: unknown[]; oneOf?: unknown[] } | undefined;
  return s?.type === 'object' || Array.isArray(s?.anyOf) || Array.isArray(s?.oneOf);
};
const answer = (op: Operation) => (op.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content;

describe('the OpenAPI documents', () => {
  it('list every member call with its request and response schemas, and nothing of the console', async () => {
    const doc = await documentAt('/api/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths!).every((path) => path.startsWith('/api/'))).toBe(true);
    for (const [name, spec] of Object.entries(memberApi)) {
      const op = doc.paths![`/api/${name}`]?.post;
      expect(op, name).toBeDefined();
      expect(describesObject(jsonBody(op!)), name).toBe(true);
      expect(answer(op!)?.['application/json']?.schema, name).toBeDefined();
      expect(op!.security, name).toEqual(spec.auth ? [{ memberToken: [] }] : []);
      const headers = (op!.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      expect(headers.some((p) => p.in === 'header' && p.name === 'idempotency-key'), name).toBe(spec.idem);
    }
    expect(doc.components?.securitySchemes).toEqual({ memberToken: expect.objectContaining({ name: 'token' }) });
    expect(doc.info.description).toMatch(/Idempotency-Key/);
  });

  it('list every console call with its request and response schemas, and nothing of the member API', async () => {
    const doc = await documentAt('/admin/api/openapi.json');
    expect(Object.keys(doc.paths!).every((path) => path.startsWith('/admin/api/'))).toBe(true);
    for (const [name, spec] of Object.entries(consoleCalls)) {
      const op = doc.paths![`/admin/api/${name}`]?.post;
      expect(op, name).toBeDefined();
      expect(describesObject(jsonBody(op!)), name).toBe(true);
      expect(answer(op!)?.[spec.csv ? 'text/csv' : 'application/json']?.schema, name).toBeDefined();
      expect(op!.security, name).toEqual(spec.area === 'open' ? [] : [{ operatorToken: [] }]);
    }
    expect(doc.components?.securitySchemes).toEqual({ operatorToken: expect.objectContaining({ scheme: 'bearer' }) });
  });

  it('have every route the server registered under each API, each with its answer described', async () => {
    const documented = new Set<string>();
    for (const url of ['/api/openapi.json', '/admin/api/openapi.json']) {
      const doc = await documentAt(url);
      for (const [path, item] of Object.entries(doc.paths!)) {
        for (const method of ['get', 'post'] as const) {
          if (!item?.[method]) continue;
          documented.add(`${method.toUpperCase()} ${path}`);
          expect(answer(item[method]), `${method} ${path}`).toBeDefined();
        }
      }
    }
    const registered = routesUnder(h.app.printRoutes({ commonPrefix: false }));
    expect([...documented].sort()).toEqual(registered.sort());
  });

  it('serves a page to read both documents', async () => {
    const page = await h.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const init = await h.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('/admin/api/openapi.json');
  });
});

/**
 * The calls and streams of both APIs in Fastify's route tree (its documents and page aside): each line of
 * printRoutes is a segment under the line one level up ("│   └── Set (POST)" under "/admin/api/config").
 */
function routesUnder(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    if (!match[3] || !/^\/(admin\/)?api\//.test(path) || /openapi\.json$|^\/api\/docs/.test(path)) continue;
    for (const method of match[3].split(', ')) {
      if (method === 'GET' || method === 'POST') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe('answers against their schemas', () => {
  it('the server suite checks every answer: one that does not conform fails', async () => {
    const app = Fastify();
    app.decorate('settings', { checkAnswers: true } as Settings);
    useCallSchemas(app);
    const route = callRoute({ body: z.object({}), data: z.object({ n: z.int() }), tags: [] });
    app.post('/right', route, async () => ({ code: 200, msg: 'ok', data: { n: 1 } }));
    app.post('/wrong', route, async () => ({ code: 200, msg: 'ok', data: { n: '1' } }));
    // a refusal's envelope carries no answer to check
    app.post('/refused', route, async () => ({ code: 404, msg: 'no', data: null }));
    const post = (url: string) => app.inject({ method: 'POST', url, payload: {} });
    expect((await post('/right')).statusCode).toBe(200);
    expect((await post('/wrong')).statusCode).toBe(500);
    expect((await post('/refused')).statusCode).toBe(200);
    await app.close();
  });

  it('is on in the suite, and a console answer passes it', async () => {
    expect(h.app.settings.checkAnswers).toBe(true);
    const { token } = await signedInOperator(h, 'admin');
    const config = await adminCall(h, 'config', {}, token);
    expect(config.code).toBe(200);
  });

  it('answers a bad body after the missing token, in both APIs, as before', async () => {
    const member = await h.raw('withdraw', { amount: 'x' });
    expect(member.code).toBe(8888);
    const console = await adminCall(h, 'review', { kind: 'nope' });
    expect(console.code).toBe(8888);
  });
});
