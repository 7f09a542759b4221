import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OperatorRole } from '../../contract/admin';
import type { BucketFigures } from '../../contract/dashboard';
import type { Localized } from '../services/content/localized';

const cents = (name: string) => bigint(name, { mode: 'number' });
/** Every id is 64-bit, so no table that grows with use ever runs out; JSON still carries a number. */
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const idRef = (name: string) => bigint(name, { mode: 'number' });
/** Money that can never go below zero whatever code runs: the database refuses it (CHECK). */
const notNegative = (table: string, ...columns: PgColumn[]) =>
  columns.map((column) => check(`${table}_${column.name}_not_negative`, sql`${column} >= 0`));
const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => time('created_at').notNull().defaultNow();
/** A member-facing text per language (services/content/localized.ts). */
const localizedText = (name: string) => jsonb(name).$type<Localized>().notNull();
/** Where an operator placed a content item: members see higher positions first, then the newest. */
const position = () => integer('position').notNull().default(0);
/** Who decided a recharge or withdrawal, and the reason a member reads when it was rejected. */
const reviewColumns = () => ({
  reviewedBy: idRef('reviewed_by').references(() => operators.id),
  reviewNote: text('review_note'),
});
/**
 * A member's rows, newest first: what every member list filters and sorts by (routes/page-of.ts), so a page
 * and its count read the index instead of scanning the table.
 */
const memberIndex = (table: string, t: { memberId: PgColumn; id: PgColumn }) =>
  index(`${table}_member_idx`).on(t.memberId, t.id);
/** The review queue: pending rows, oldest first (services/money/review-queue.ts). */
const pendingIndex = (table: string, t: { createdAt: PgColumn; id: PgColumn }) =>
  index(`${table}_pending_idx`)
    .on(t.createdAt, t.id)
    .where(sql`status = 'pending'`);
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const members = pgTable(
  'members',
  {
    id: id(),
    account: text('account').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    tradePasswordHash: text('trade_password_hash'),
    nickname: text('nickname').notNull(),
    /** indexed by members_avatar_idx (hand-written in 0008): an avatar file is deleted once no member shows it */
    avatar: text('avatar').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    inviteCode: text('invite_code').notNull().default(''),
    balance: cents('balance').notNull().default(0),
    frozen: cents('frozen').notNull().default(0),
    termBalance: cents('term_balance').notNull().default(0),
    createdAt: created(),
  },
  (t) => [...notNegative('members', t.balance, t.frozen, t.termBalance), index('members_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: created(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    /** the last request with the token, written at most once a minute (SESSION_IDLE_TIMEOUT) */
    lastSeenAt: time('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** One row per counted attempt (login failure, registration); windows are counted in SQL. */
export const rateEvents = pgTable(
  'rate_events',
  { id: id(), key: text('key').notNull(), at: time('at').notNull() },
  (t) => [index('rate_events_key_at_idx').on(t.key, t.at)],
);

/** Requests per client in each fixed window on /api/* (API_RATE_LIMIT), counted once for every instance. */
export const apiHits = pgTable(
  'api_hits',
  { key: text('key').notNull(), windowStart: time('window_start').notNull(), hits: integer('hits').notNull() },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Uploaded avatars by the SHA-256 of their bytes: every instance serves them, and a URL never changes. */
export const avatarFiles = pgTable('avatar_files', {
  hash: text('hash').primaryKey(),
  type: text('type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: created(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    call: text('call').notNull(),
    bodyHash: text('body_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] })],
);

export const bills = pgTable(
  'bills',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    amount: cents('amount').notNull(),
    balanceAfter: cents('balance_after').notNull(),
    refType: text('ref_type').notNull(),
    refId: idRef('ref_id'),
    memo: text('memo').notNull().default(''),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    index('bills_member_idx').on(t.memberId, t.id),
    // the dashboard's day and hour sums (services/operators/dashboard)
    index('bills_created_idx').on(t.createdAt),
    ...notNegative('bills', t.balanceAfter),
  ],
);

/**
 * Secrets the server creates once and every instance shares (the idempotency records' HMAC key when
 * SERVER_SECRET is not set). Not `config`: the console shows every row of that.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export const config = pgTable('config', { key: text('key').primaryKey(), value: text('value').notNull() });

export const depositChannels = pgTable('deposit_channels', {
  method: text('method').primaryKey(),
  title: localizedText('title'),
  instructions: localizedText('instructions'),
  account: localizedText('account'),
});

export const carousels = pgTable('carousels', {
  id: id(),
  position: position(),
  image: localizedText('image'),
  createdAt: created(),
});

export const notices = pgTable('notices', {
  id: id(),
  position: position(),
  content: localizedText('content'),
  createdAt: created(),
});

export const ads = pgTable('ads', {
  id: id(),
  position: position(),
  content: localizedText('content'),
  createdAt: created(),
});

export const news = pgTable('news', {
  id: id(),
  position: position(),
  category: text('category').notNull(),
  title: localizedText('title'),
  content: localizedText('content'),
  cover: text('cover'),
  createdAt: created(),
});

export const wallets = pgTable(
  'wallets',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull().default(''),
    /** the account a withdrawal form picks first; at most one per member (the service keeps it so) */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    /** added without the trade password or a passkey: no withdrawal to it before this (null: none to wait for) */
    coolsUntil: time('cools_until'),
  },
  (t) => [memberIndex('wallets', t)],
);

export const cards = pgTable(
  'cards',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    bankName: text('bank_name').notNull(),
    holder: text('holder').notNull(),
    number: text('number').notNull(),
    branch: text('branch').notNull().default(''),
    label: text('label').notNull().default(''),
    /** the card a withdrawal form picks first; at most one per member and kind (the service keeps it so) */
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    /** as wallets.coolsUntil */
    coolsUntil: time('cools_until'),
  },
  (t) => [memberIndex('cards', t)],
);

export const recharges = pgTable(
  'recharges',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    method: text('method').notNull(),
    amount: cents('amount').notNull(),
    status: text('status').notNull(),
    reference: text('reference').notNull().default(''),
    createdAt: time('created_at').notNull(),
    reviewedAt: time('reviewed_at'),
    ...reviewColumns(),
  },
  (t) => [...notNegative('recharges', t.amount), memberIndex('recharges', t), pendingIndex('recharges', t)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    amount: cents('amount').notNull(),
    fee: cents('fee').notNull(),
    targetType: text('target_type').notNull(),
    targetId: idRef('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    status: text('status').notNull(),
    createdAt: time('created_at').notNull(),
    reviewedAt: time('reviewed_at'),
    ...reviewColumns(),
  },
  (t) => [
    ...notNegative('withdrawals', t.amount, t.fee),
    memberIndex('withdrawals', t),
    pendingIndex('withdrawals', t),
    index('withdrawals_paid_idx')
      .on(t.reviewedAt)
      .where(sql`status = 'approved'`),
  ],
);

export const markets = pgTable('markets', {
  symbol: text('symbol').primaryKey(),
  name: localizedText('name'),
  /** the simulation's first price */
  basePrice: text('base_price').notNull(),
  decimals: integer('decimals').notNull(),
  /** the simulation's one-second step: its standard deviation in millionths of the price (CHECK 1…100000) */
  volatilityPpm: integer('volatility_ppm').notNull().default(100),
});

/** Each price of a market as the quote writer made it, once per second (services/trading/quote-writer.ts); kept a day. */
export const ticks = pgTable(
  'ticks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    at: time('at').notNull(),
    /** in the market's smallest unit (10^-decimals) */
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('ticks_symbol_at_idx').on(t.symbol, t.at)],
);

/** The ticks rolled up per interval (1m, 5m, 1h, 1d) as they are written: what the charts read. */
export const candles = pgTable(
  'candles',
  {
    symbol: text('symbol')
      .notNull()
      .references(() => markets.symbol),
    interval: text('interval').notNull(),
    start: time('start').notNull(),
    open: bigint('open', { mode: 'number' }).notNull(),
    high: bigint('high', { mode: 'number' }).notNull(),
    low: bigint('low', { mode: 'number' }).notNull(),
    close: bigint('close', { mode: 'number' }).notNull(),
    volume: bigint('volume', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.start] })],
);

/** A job only one instance may run at a time (the quote writer): whoever holds an unexpired row. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: time('expires_at').notNull(),
});

/** Every backup taken and verified (scheduled or `npm run admin -- backup`): the newest one's age is watched. */
export const backups = pgTable('backups', {
  id: id(),
  file: text('file').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  takenAt: time('taken_at').notNull(),
});

export const rooms = pgTable('rooms', {
  id: id(),
  symbol: text('symbol')
    .notNull()
    .references(() => markets.symbol),
  name: localizedText('name'),
  periodSeconds: integer('period_seconds').notNull(),
  payoutRate: text('payout_rate').notNull(),
  minStake: cents('min_stake').notNull(),
  maxStake: cents('max_stake').notNull(),
  /** the largest total stake of one member in one period; null: no bound but max_stake (services/trading/house-risk.ts) */
  maxMemberStake: cents('max_member_stake'),
  /** the house's largest exposure in one period: the worse outcome's payout net of the other side's stakes */
  maxExposure: cents('max_exposure'),
  createdAt: time('created_at').notNull(),
});

/** A period gets its row when its first order arrives; the scheduler settles it once its close price is known. */
export const periods = pgTable(
  'periods',
  {
    id: id(),
    roomId: idRef('room_id')
      .notNull()
      .references(() => rooms.id),
    issueNo: text('issue_no').notNull(),
    openAt: time('open_at').notNull(),
    closeAt: time('close_at').notNull(),
    closePrice: text('close_price'),
    settledAt: time('settled_at'),
  },
  (t) => [
    uniqueIndex('periods_room_issue_idx').on(t.roomId, t.issueNo),
    index('periods_unsettled_idx')
      .on(t.closeAt)
      .where(sql`settled_at is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    roomId: idRef('room_id')
      .notNull()
      .references(() => rooms.id),
    periodId: idRef('period_id')
      .notNull()
      .references(() => periods.id),
    issueNo: text('issue_no').notNull(),
    direction: text('direction').notNull(),
    amount: cents('amount').notNull(),
    status: text('status').notNull(),
    payout: cents('payout'),
    /** the market's last tick when the order was accepted: the close is compared with it */
    referencePrice: text('reference_price').notNull(),
    closePrice: text('close_price'),
    createdAt: time('created_at').notNull(),
    settledAt: time('settled_at'),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.id),
    index('orders_period_idx').on(t.periodId),
    // settlement's next chunk of a period's open orders, without reading the settled ones again
    index('orders_open_idx').on(t.periodId, t.id).where(sql`status = 'open'`),
    index('orders_room_issue_idx').on(t.roomId, t.issueNo),
    // the dashboard's members who traded: read from the index alone
    index('orders_created_member_idx').on(t.createdAt, t.memberId),
    ...notNegative('orders', t.amount, t.payout),
  ],
);

export const termProducts = pgTable('term_products', {
  id: id(),
  name: localizedText('name'),
  days: integer('days').notNull(),
  annualRate: text('annual_rate').notNull(),
  minAmount: cents('min_amount').notNull(),
  maxAmount: cents('max_amount').notNull(),
  active: boolean('active').notNull().default(true),
});

export const termPositions = pgTable(
  'term_positions',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    productId: idRef('product_id')
      .notNull()
      .references(() => termProducts.id),
    /** the product's name when bought */
    name: localizedText('name'),
    amount: cents('amount').notNull(),
    annualRate: text('annual_rate').notNull(),
    days: integer('days').notNull(),
    startAt: time('start_at').notNull(),
    maturesAt: time('matures_at').notNull(),
    status: text('status').notNull(),
    interestPaid: cents('interest_paid'),
    redeemedAt: time('redeemed_at'),
    /** when the member was told it matured (services/money/term-maturity.ts): null, not yet */
    maturityToldAt: time('maturity_told_at'),
  },
  (t) => [
    ...notNegative('term_positions', t.amount, t.interestPaid),
    memberIndex('term_positions', t),
    index('term_positions_product_idx').on(t.productId),
    // the positions still to be told: the scheduler's look is an index probe however many positions there are
    index('term_positions_untold_idx')
      .on(t.maturesAt)
      .where(sql`status = 'active' and maturity_told_at is null`),
  ],
);

export const moveRecords = pgTable(
  'move_records',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    positionId: idRef('position_id')
      .notNull()
      .references(() => termPositions.id),
    direction: text('direction').notNull(),
    amount: cents('amount').notNull(),
    interest: cents('interest').notNull().default(0),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    ...notNegative('move_records', t.amount, t.interest),
    memberIndex('move_records', t),
    index('move_records_position_idx').on(t.positionId),
    index('move_records_created_idx').on(t.createdAt),
  ],
);

/** Operators run the business from /admin; they are not members and share nothing with them. */
export const operators = pgTable('operators', {
  id: id(),
  account: text('account').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  /** the TOTP secret once enrolment is confirmed; until then sign-in offers a new one */
  totpSecret: text('totp_secret'),
  /** the secret shown at the last enrolment offer, confirmed by the first valid code */
  pendingTotpSecret: text('pending_totp_secret'),
  /** the last TOTP time step accepted: a code is never accepted twice */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** set when an admin disabled the operator: no sign-in, no session */
  disabledAt: time('disabled_at'),
  /** set by an admin's password reset: the next sign-in chooses a new password before anything else */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: created(),
});

/**
 * What a role requires of its operators at sign-in, set by an admin (routes/admin/operators.ts). A role without
 * a row requires nothing more than the password and the authenticator's code.
 */
export const rolePolicies = pgTable(
  'role_policies',
  {
    role: text('role').$type<OperatorRole>().primaryKey(),
    /** a passkey in place of the code: with one enrolled the code is refused, without one only enrolment is open */
    passkeyRequired: boolean('passkey_required').notNull().default(false),
  },
  (t) => [check('role_policies_role', sql`${t.role} in ('reviewer', 'editor', 'admin')`)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: idRef('operator_id')
      .notNull()
      .references(() => operators.id),
    createdAt: created(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator action; the migrations make it append-only (UPDATE, DELETE and TRUNCATE raise). Each row is
 * chained to the one before it: `hash` = SHA-256 over its content and `prev_hash` (services/operators/audit.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** null for the operator command, which runs on the server's host */
    operatorId: idRef('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address').notNull().default(''),
    at: time('at').notNull(),
    /** the previous row's hash; null on rows written before the chain began (migration 0007) */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actor, t.id),
    // one successor per row: the chain cannot fork, whatever writes it
    uniqueIndex('audit_log_prev_hash_idx').on(t.prevHash),
  ],
);

/**
 * WebAuthn credentials (passkeys) of a member or of an operator, never both (CHECK). The credential id is
 * the authenticator's (base64url); the public key is COSE as the authenticator sent it; `counter` is the
 * signature counter last seen, which must grow when the authenticator keeps one.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    credentialId: text('credential_id').notNull().unique(),
    memberId: idRef('member_id').references(() => members.id),
    operatorId: idRef('operator_id').references(() => operators.id),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: created(),
    lastUsedAt: time('last_used_at'),
  },
  (t) => [
    memberIndex('passkeys', t),
    index('passkeys_operator_idx').on(t.operatorId),
    check('passkeys_one_owner', sql`(${t.memberId} is null) <> (${t.operatorId} is null)`),
  ],
);

/**
 * Outstanding WebAuthn challenges: each is taken (deleted) by the one response that uses it, and refused
 * after `expires_at`. A sign-in's belongs to no one yet; a registration's to its member or operator; an
 * approval's to its member and to the SHA-256 of the exact money move (`request_hash`).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose').$type<'register' | 'login' | 'approve'>().notNull(),
    memberId: idRef('member_id').references(() => members.id),
    operatorId: idRef('operator_id').references(() => operators.id),
    requestHash: text('request_hash'),
    expiresAt: time('expires_at').notNull(),
    /** when a response used it (kept until it expires: a retry of the same move learns its first is on its way) */
    takenAt: time('taken_at'),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt), memberIndex('passkey_challenges', t)],
);

/**
 * What the event stream told members (routes/stream.ts), kept a short while (retention) so an app that
 * reconnects with Last-Event-ID gets what it missed. member_id null: an event for every member.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    memberId: idRef('member_id').references(() => members.id),
    topic: text('topic').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: created(),
  },
  (t) => [index('events_created_idx').on(t.createdAt), memberIndex('events', t)],
);

/**
 * A member's one-time password reset code (issue 32): issued by an operator in the console and read out to the
 * member, who sets a new password with it on /auth/reset. Only the code's hash is kept; one per member (a new
 * one replaces the old), taken (deleted) by the reset that uses it, refused once expired.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .unique()
      .references(() => members.id),
    codeHash: text('code_hash').notNull(),
    issuedBy: idRef('issued_by')
      .notNull()
      .references(() => operators.id),
    createdAt: created(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [memberIndex('password_resets', t), index('password_resets_expires_idx').on(t.expiresAt)],
);

/**
 * A device's Web Push subscription (issue 45): the browser's endpoint and keys, for the member signed in there.
 * `session_hash` is that sign-in's session (sessions.token_hash): revoking it deletes the row (trigger in 0027),
 * so a device that signed out hears nothing more. `kinds` are the notices the member switched on there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    sessionHash: text('session_hash').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    language: text('language').notNull(),
    kinds: text('kinds').array().notNull(),
    hideAmounts: boolean('hide_amounts').notNull().default(true),
    createdAt: created(),
    lastDeliveredAt: time('last_delivered_at'),
    /** deliveries given up on in a row (a success sets it back to 0) */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    index('push_subscriptions_member_idx').on(t.memberId),
    index('push_subscriptions_session_idx').on(t.sessionHash),
  ],
);

/**
 * One notice to one device, written in the event's own transaction (services/members/push/queue.ts) and sent by whichever
 * instance claims it first (services/members/push/sender.ts). A sent one stays an hour with `sent_at`, which counts towards
 * the member's notices a minute.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: id(),
    subscriptionId: idRef('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    memberId: idRef('member_id').notNull(),
    topic: text('topic').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** null: due at once (an event's transaction writes it without the server's clock) */
    nextAt: time('next_at'),
    claimedUntil: time('claimed_until'),
    sentAt: time('sent_at'),
    createdAt: created(),
  },
  (t) => [
    index('push_jobs_due_idx')
      .on(t.nextAt, t.id)
      .where(sql`sent_at is null`),
    // a member's notices of the last minute (the sender's limit), and every row of a member (member-indexes test)
    index('push_jobs_member_sent_idx').on(t.memberId, t.sentAt),
  ],
);

/**
 * The dashboard's figures of a closed day in a time zone (contract/dashboard's BucketFigures), written once by
 * the scheduler (or the first dashboard that needs it) and never changed: a closed day's bills do not change.
 */
export const dashboardDays = pgTable(
  'dashboard_days',
  {
    timeZone: text('time_zone').notNull(),
    day: text('day').notNull(),
    figures: jsonb('figures').$type<BucketFigures>().notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);

/**
 * The risk warning's figures, one row per UTC day (services/trading/risk-warning.ts): of the members with a settled
 * order in the 12 months before `computed_at`, how many lost money, and of those orders how many lost.
 */
export const riskFigures = pgTable('risk_figures', {
  day: text('day').primaryKey(),
  computedAt: time('computed_at').notNull(),
  accounts: integer('accounts').notNull(),
  losingAccounts: integer('losing_accounts').notNull(),
  orders: integer('orders').notNull(),
  losingOrders: integer('losing_orders').notNull(),
});

/**
 * A member's limit of one kind (services/protection/limits: deposit, loss, stake), the member's own and the house's: both are
 * kept, so the lower holds. A raised or removed limit of the member's waits in next_* until next_at (24 hours),
 * when the member confirms it; next_amount null with next_at set is a removal waiting.
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    amount: cents('amount'),
    period: text('period'),
    nextAmount: cents('next_amount'),
    nextPeriod: text('next_period'),
    nextAt: time('next_at'),
    houseAmount: cents('house_amount'),
    housePeriod: text('house_period'),
    /** the member's time zone when they last set a limit: the windows begin at its midnight */
    timeZone: text('time_zone').notNull().default('UTC'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    ...notNegative('member_limits', t.amount, t.nextAmount, t.houseAmount),
  ],
);

/**
 * A member's break from the money coming in (issue 44 §2, services/protection/breaks.ts): a time-out or a self-exclusion,
 * from `started_at` to `ends_at`. Nobody ends it early. A time-out ends by itself; a self-exclusion ends when the
 * member, after `ends_at`, asks to come back (`return_asked_at`) and confirms 24 hours later (`ended_at`).
 */
export const memberBreaks = pgTable(
  'member_breaks',
  {
    id: id(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'timeout' | 'exclusion'>().notNull(),
    /** the length chosen: contract/breaks.ts BREAK_LENGTHS */
    length: text('length').notNull(),
    startedAt: time('started_at').notNull(),
    endsAt: time('ends_at').notNull(),
    returnAskedAt: time('return_asked_at'),
    endedAt: time('ended_at'),
  },
  (t) => [memberIndex('member_breaks', t)],
);

/** What an operator wrote about a member's break: a note only, since nobody may end one early (audited too). */
export const memberBreakNotes = pgTable(
  'member_break_notes',
  {
    id: id(),
    breakId: idRef('break_id')
      .notNull()
      .references(() => memberBreaks.id),
    operatorId: idRef('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    note: text('note').notNull(),
    createdAt: created(),
  },
  (t) => [index('member_break_notes_break_idx').on(t.breakId)],
);
