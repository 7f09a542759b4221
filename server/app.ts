import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { openDatabase, type Database, type Db } from './db/client';
import appShell from './plugins/app-shell';
import db from './plugins/db';
import drain from './plugins/drain';
import errorHandler from './plugins/error-handler';
import metrics from './plugins/metrics';
import multipart from './plugins/multipart';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import requestLog from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static';
import { requirePasskeyParty, type Settings } from './settings';
import { trustProxyOption } from './trust-proxy';
import { usePasswordCostForTests } from './services/auth/passwords';
import { idempotencySecret, tradePasswordKeys, type TradePasswordKeys } from './services/platform/server-secret';
import { recordRefs, type RecordRef } from './services/money/record-ref';
import { recordKeys, type RecordKeys } from './services/money/record-key';
import { simulatedQuotes } from './services/trading/quote-source';
import { quoteWriter, type QuoteWriter } from './services/trading/quote-writer';
import { newestBackupAgeSeconds } from './services/platform/backups';
import { createBus, type Bus } from './services/platform/bus';
import { sessionCache, type SessionCache } from './services/auth/session-cache';
import { pushSender, type PushSender } from './services/members/push/sender';
import { useCallSchemas } from './routes/contract-route';
import { vapidKeys } from './services/members/push/vapid';
import authRoutes from './routes/auth';
import contentRoutes from './routes/content';
import uploadRoutes from './routes/upload';
import payAccountRoutes from './routes/pay-accounts';
import rechargeRoutes from './routes/recharges';
import withdrawalRoutes from './routes/withdrawals';
import billRoutes from './routes/bills';
import marketRoutes from './routes/market';
import tradeRoutes from './routes/trade';
import termRoutes from './routes/term';
import passkeyRoutes from './routes/passkeys';
import pushRoutes from './routes/push';
import controlRoutes from './routes/control';
import limitsRoutes from './routes/limits';
import adminLimitRoutes from './routes/admin/limits';
import breakRoutes from './routes/breaks';
import adminBreakRoutes from './routes/admin/breaks';
import streamRoutes from './routes/stream';
import adminAuthRoutes from './routes/admin/auth';
import adminReviewRoutes from './routes/admin/review';
import adminStatusRoutes from './routes/admin/status';
import adminDashboardRoutes from './routes/admin/dashboard';
import adminRoomRoutes from './routes/admin/rooms';
import adminExportRoutes from './routes/admin/exports';
import adminContentRoutes from './routes/admin/content';
import adminOperatorRoutes from './routes/admin/operators';
import adminSettingsRoutes from './routes/admin/settings';
import adminMemberRoutes from './routes/admin/members';
import adminAuditRoutes from './routes/admin/audit';
import adminStatementRoutes from './routes/admin/statements';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: Settings;
    /** the idempotency records' HMAC key (services/platform/server-secret.ts) */
    idempotencySecret: Buffer;
    /** the trade password's pepper (services/platform/server-secret.ts) */
    tradePasswordKeys: TradePasswordKeys;
    /** a record's reference for members (services/money/record-ref.ts), keyed by the same secret */
    recordRef: RecordRef;
    /** a record's key, its detail screen's address (services/money/record-key.ts), keyed by the same secret */
    recordKeys: RecordKeys;
    /** makes and stores the ticks while this instance holds the writer's lease (services/platform/scheduler.ts runs it) */
    quoteWriter: QuoteWriter;
    /** what changed, told to every instance (services/platform/bus.ts) */
    bus: Bus;
    /** the sessions this instance read lately (services/auth/session-cache.ts) */
    sessionCache: SessionCache;
    /** sends the members' Web Push notices (services/members/push/sender.ts) */
    push: PushSender;
  }
}

/**
 * Never echo a secret into the logs: no line carries a request's headers or body today, and these paths
 * keep it so if one ever does (a plugin's error, a debug line).
 */
const SECRET_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'tradePassword',
  'oldTradePassword',
  'newTradePassword',
  'number',
  'code',
  'secret',
  'token',
];
export const LOG_REDACT = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.map((field) => `req.body.${field}`),
  ...SECRET_FIELDS.map((field) => `body.${field}`),
];

export interface BuildOptions {
  /** an open database (tests): the app does not close it */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(settings: Settings, options: BuildOptions = {}): Promise<FastifyInstance> {
  requirePasskeyParty(settings);
  const app = Fastify({
    logger: options.logger ?? false,
    // one line per request, written by plugins/request-log.ts, under an id no client chose
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(settings.trustProxy),
    // a shutdown drains first (plugins/drain.ts); close() then ends the idle connections and waits for the rest
    forceCloseConnections: 'idle',
    // call names are exact (/api/userInfo); only the PWA's own routes are case-insensitive, client-side
    routerOptions: { caseSensitive: true },
  });
  usePasswordCostForTests(settings.testScryptLn);
  const database = options.database ?? (await openDatabase(settings));
  app.decorate('settings', settings);
  await app.register(db, { database, owned: !options.database });
  await app.register(drain);
  await app.register(requestLog);
  await app.register(metrics, {
    database,
    newestBackupAgeSeconds: () => newestBackupAgeSeconds(database.db, new Date(settings.now())),
  });
  app.decorate('idempotencySecret', await idempotencySecret(database.db, settings.serverSecret));
  app.decorate('tradePasswordKeys', await tradePasswordKeys(database.db, settings.serverSecret));
  app.decorate('recordRef', recordRefs(app.idempotencySecret));
  app.decorate('recordKeys', recordKeys(app.idempotencySecret));
  app.decorate('quoteWriter', quoteWriter(database.db, simulatedQuotes));
  const bus = await createBus(database, { log: (message, err) => app.log.warn({ err }, message) });
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  const sessions = sessionCache(bus, settings.now);
  app.decorate('sessionCache', sessions);
  app.addHook('onClose', async () => sessions.close());
  const push = pushSender(app, await vapidKeys(database.db, settings.push));
  app.decorate('push', push);
  app.addHook('onClose', () => push.close());

  // JSON only: any other content type on /api/* is a malformed request
  app.removeContentTypeParser('text/plain');
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(errorHandler);
  await app.register(multipart);
  await app.register(staticFiles, { distDir: settings.distDir });
  await app.register(appShell, { distDir: settings.distDir });
  useCallSchemas(app);
  await app.register(openapi);

  for (const routes of [
    authRoutes,
    contentRoutes,
    payAccountRoutes,
    rechargeRoutes,
    withdrawalRoutes,
    billRoutes,
    marketRoutes,
    tradeRoutes,
    termRoutes,
    passkeyRoutes,
    pushRoutes,
    controlRoutes,
    limitsRoutes,
    breakRoutes,
    streamRoutes,
    uploadRoutes,
    adminAuthRoutes,
    adminReviewRoutes,
    adminStatusRoutes,
    adminDashboardRoutes,
    adminRoomRoutes,
    adminExportRoutes,
    adminContentRoutes,
    adminSettingsRoutes,
    adminMemberRoutes,
    adminAuditRoutes,
    adminOperatorRoutes,
    adminStatementRoutes,
    adminLimitRoutes,
    adminBreakRoutes,
  ]) {
    await app.register(routes);
  }
  return app;
}
