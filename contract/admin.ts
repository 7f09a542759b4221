import * as z from 'zod/mini';
import { accountField, passwordField } from './auth';
import { DEPOSIT_METHODS, NEWS_CATEGORIES } from './content';
import { idSchema, noControlChars, pageQuery } from './envelope';
import { authenticationResponse, ceremonyOptions } from './passkeys';

/**
 * The operator console's calls: `POST /admin/api/<name>` with `Authorization: Bearer <operator token>`, answered
 * with the same envelope as the member API. Operators are not members: a member token opens none of them.
 */
export const OPERATOR_ROLES = ['reviewer', 'editor', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const operatorRole = z.enum(OPERATOR_ROLES, { error: 'v.role' });

/** What each area of the console needs: a reviewer decides money, an editor publishes, an admin does both and more. */
export const AREAS = {
  dashboard: ['reviewer', 'admin'],
  review: ['reviewer', 'admin'],
  content: ['editor', 'admin'],
  config: ['admin'],
  members: ['reviewer', 'admin'],
  audit: ['admin'],
  operators: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type Area = keyof typeof AREAS;
export const mayUse = (role: OperatorRole, area: Area) => (AREAS[area] as readonly OperatorRole[]).includes(role);

/** What the console's event stream (GET /admin/api/stream) tells each area of: the review queue, a member's money and records. */
const AREA_EVENTS: Partial<Record<Area, readonly string[]>> = {
  dashboard: ['balance', 'recharge', 'withdrawal', 'order'],
  review: ['recharge', 'withdrawal'],
  members: ['balance', 'recharge', 'withdrawal', 'order', 'break'],
};
/** The members' events an operator's role may hear (none: no stream). */
export const operatorEvents = (role: OperatorRole): string[] => [
  ...new Set(Object.entries(AREA_EVENTS).flatMap(([area, events]) => (mayUse(role, area as Area) ? events : []))),
];

const trimmed = (max: number, error: string) =>
  z.string().check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }), noControlChars);

export const TOTP_CODE = /^\d{6}$/;
/**
 * Sign-in is two steps: account and password, then the authenticator's code (after enrolment, the first time)
 * or, for an operator who enrolled one, a passkey's assertion (`passkey`) in its place. After an admin reset
 * the password, a new one comes first (`newPassword`, sent again with the code).
 */
export const signInBody = z
  .object({
    account: accountField,
    password: passwordField,
    newPassword: z.optional(passwordField),
    code: z.optional(z.string().check(z.regex(TOTP_CODE, { error: 'v.totp' }))),
    passkey: z.optional(authenticationResponse),
  })
  .check(
    z.refine((b) => b.newPassword === undefined || b.newPassword !== b.password, {
      error: 'v.samePassword',
      path: ['newPassword'],
    }),
  );
export const signInData = z.union([
  z.object({ step: z.literal('newPassword') }),
  /**
   * `passkey`: WebAuthn request options for the operator's passkeys, when they have any; `passkeyOnly`: their
   * role requires it, and the code is refused
   */
  z.object({ step: z.literal('code'), passkey: z.optional(ceremonyOptions), passkeyOnly: z.optional(z.boolean()) }),
  /** shown once: the secret as text and as a QR code (an SVG data URL) for the authenticator app */
  z.object({ step: z.literal('enrol'), secret: z.string(), uri: z.string(), qr: z.string() }),
  /** `passkeyNeeded`: the role requires a passkey the operator has not enrolled; nothing else opens until they do */
  z.object({
    step: z.literal('done'),
    token: z.string(),
    account: z.string(),
    role: operatorRole,
    passkeyNeeded: z.boolean(),
  }),
]);
export type SignInData = z.infer<typeof signInData>;

export const REVIEW_KINDS = ['recharge', 'withdraw'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const reviewTarget = { kind: z.enum(REVIEW_KINDS, { error: 'v.kind' }), id: idSchema };
export const reviewItemBody = z.object(reviewTarget);
/** A rejection carries the reason the member reads on the record's page. */
export const reviewBody = z
  .object({
    ...reviewTarget,
    decision: z.enum(['approve', 'reject'], { error: 'v.decision' }),
    reason: z.optional(z.string().check(z.trim(), z.maxLength(200, { error: 'v.reason' }), noControlChars)),
  })
  .check(z.refine((b) => b.decision === 'approve' || !!b.reason, { error: 'v.reasonRequired', path: ['reason'] }));

export const CONTENT_KINDS = ['carousel', 'notice', 'news', 'ad'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKind = z.enum(CONTENT_KINDS, { error: 'v.kind' });
/** A text in each language; zh-Hant is required, zh-Hans is converted from it when left empty. */
const localizedInput = (max: number) =>
  z.object({
    'zh-Hant': trimmed(max, 'v.text'),
    'zh-Hans': z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'v.text' }))),
    en: z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'v.text' }))),
  });
export type LocalizedInput = z.infer<ReturnType<typeof localizedInput>>;
const position = z.optional(z.int().check(z.gte(-1000, { error: 'v.position' }), z.lte(1000, { error: 'v.position' })));
const optionalId = z.optional(idSchema);
const HTML_MAX = 100_000;
export const contentSaveBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('carousel'), id: optionalId, position, image: localizedInput(500) }),
  z.object({ kind: z.literal('notice'), id: optionalId, position, content: localizedInput(500) }),
  z.object({ kind: z.literal('ad'), id: optionalId, position, content: localizedInput(HTML_MAX) }),
  z.object({
    kind: z.literal('news'),
    id: optionalId,
    position,
    category: z.enum(NEWS_CATEGORIES, { error: 'v.category' }),
    title: localizedInput(120),
    content: localizedInput(HTML_MAX),
    cover: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: 'v.text' }))),
  }),
]);
export type ContentSave = z.infer<typeof contentSaveBody>;
export const contentListBody = z.object({ kind: contentKind });
export const contentItemBody = z.object({ kind: contentKind, id: idSchema });
/** HTML in each language as members will receive it: sanitized, zh-Hans converted, a missing language falling back. */
export const previewBody = z.object({ html: localizedInput(HTML_MAX) });

export const configSetBody = z.object({
  key: trimmed(40, 'v.key'),
  value: z.string().check(z.maxLength(500, { error: 'v.text' })),
});
export const channelSetBody = z.object({
  method: z.enum(DEPOSIT_METHODS, { error: 'v.method' }),
  title: localizedInput(120),
  instructions: localizedInput(500),
  account: localizedInput(200),
});

export const memberLookupBody = z.object({ account: accountField, ...pageQuery });
/** A one-time password reset code for a member, read out to them by customer service (issue 32). */
export const resetCodeBody = z.object({ account: accountField });
/** One of a member's passkeys, removed by customer service (a lost phone the member reports). */
export const memberPasskeyBody = z.object({ account: accountField, id: idSchema });
/** Members whose account starts with `prefix` (all when empty), in account order. */
export const memberListBody = z.object({
  prefix: z.optional(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_]{0,20}$/, { error: 'v.account' }))),
  ...pageQuery,
});
export const MEMBER_RECORDS = ['cards', 'wallets', 'recharges', 'withdrawals', 'orders'] as const;
export type MemberRecords = (typeof MEMBER_RECORDS)[number];
/** One kind of a member's records, a page at a time, as the member's own screens list them. */
export const memberRecordsBody = z.object({
  account: accountField,
  records: z.enum(MEMBER_RECORDS, { error: 'v.kind' }),
  ...pageQuery,
});

export const auditBody = z.object({
  actor: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: 'v.text' }))),
  action: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: 'v.text' }))),
  ...pageQuery,
});

export const operatorCreateBody = z.object({ account: accountField, password: passwordField, role: operatorRole });
export const operatorRoleBody = z.object({ id: idSchema, role: operatorRole });
export const operatorActiveBody = z.object({ id: idSchema, active: z.boolean({ error: 'v.yesNo' }) });
/** A new password the operator replaces at the next sign-in; with `secondFactor`, a new authenticator too. */
export const operatorResetBody = z.object({ id: idSchema, secondFactor: z.boolean({ error: 'v.yesNo' }) });
/** An admin requires (or no longer requires) a passkey in place of the authenticator's code for a role. */
export const passkeyPolicySetBody = z.object({ role: operatorRole, required: z.boolean({ error: 'v.yesNo' }) });
