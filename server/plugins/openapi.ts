import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';

const ENVELOPE = `Every call is \`POST\` with a JSON body, answered HTTP 200 with the envelope \`{ code, msg, data }\`:
\`code\` 200 is success and \`data\` the call's answer; any other code is a handled refusal (400 a field's rule, with
\`data.fields\` naming each field's problem; 403, 404, 409, 422, 429; 8888 a missing or ended session) whose \`msg\`
is in the language of the \`Accept-Language\` header (zh-Hant, zh-Hans or en). Malformed requests are HTTP 400,
the database away HTTP 503 with Retry-After; neither carries a call's answer.`;

interface Api {
  prefix: string;
  title: string;
  description: string;
  scheme: string;
  security: OpenAPIV3_1.SecuritySchemeObject;
}

/** The two APIs, each its own document: the member app's and the operator console's. */
const APIS: Api[] = [
  {
    prefix: '/api/',
    title: 'Member API',
    description: `${ENVELOPE}

A call that needs a session sends the member's token in the \`token\` header (from \`login\`, \`register\` or
\`passkeyLogin\`). A call that moves money also sends an \`Idempotency-Key\` header (a UUID): a retry with the same
key and body is answered with the first answer, and the money moves once; the same key with another body is a 409.
\`GET /api/stream\` is the member's server-sent events (docs/api.md).`,
    scheme: 'memberToken',
    security: { type: 'apiKey', in: 'header', name: 'token', description: "The member's session token" },
  },
  {
    prefix: '/admin/api/',
    title: 'Console API',
    description: `${ENVELOPE}

The operator console's calls. Every call but \`signIn\` sends the operator's token as
\`Authorization: Bearer <token>\`; each needs a role that may use its area (reviewer, editor, admin), else 403.
\`POST /admin/api/export\` answers a CSV file. \`GET /admin/api/stream\` is the console's server-sent events.`,
    scheme: 'operatorToken',
    security: { type: 'http', scheme: 'bearer', description: "The operator's session token" },
  },
];

/** The paths of one API, with its own title and security scheme. */
function documentOf(all: OpenAPIV3_1.Document, api: Api): OpenAPIV3_1.Document {
  const paths = Object.fromEntries(Object.entries(all.paths ?? {}).filter(([path]) => path.startsWith(api.prefix)));
  return {
    ...all,
    info: { title: api.title, version: all.info.version, description: api.description },
    paths,
    components: { ...all.components, securitySchemes: { [api.scheme]: api.security } },
  };
}

/**
 * OpenAPI 3.1 documents of both APIs, made from the routes' zod schemas (contract/): `GET /api/openapi.json`
 * and `GET /admin/api/openapi.json`, and a page to read them at `/api/docs` (Swagger UI, served from our own
 * origin under our CSP). Both describe calls only: no setting, secret or data of anyone.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'API', version: '1' },
        components: { securitySchemes: Object.fromEntries(APIS.map((api) => [api.scheme, api.security])) },
      },
      transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig: { unrepresentable: 'any' } }),
    });
    const documents = new Map<string, OpenAPIV3_1.Document>();
    const documentFor = (api: Api) => {
      if (!documents.has(api.prefix)) {
        documents.set(api.prefix, documentOf(app.swagger() as OpenAPIV3_1.Document, api));
      }
      return documents.get(api.prefix)!;
    };
    for (const api of APIS) {
      app.get(`${api.prefix}openapi.json`, { schema: { hide: true } }, async () => documentFor(api));
    }
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: {
        urls: APIS.map((api) => ({ url: `${api.prefix}openapi.json`, name: api.title })),
        validatorUrl: null,
      },
      staticCSP: false,
    });
  },
  { name: 'openapi' },
);
