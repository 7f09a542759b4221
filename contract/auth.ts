import * as z from 'zod/mini';
import { noControlChars } from './envelope';

export const ACCOUNT = /^[A-Za-z0-9_]{4,20}$/;

export const accountField = z.string({ error: 'v.account' }).check(z.regex(ACCOUNT, { error: 'v.account' }));

/** 8-64 characters with at least one letter and one digit. */
export const passwordField = z
  .string({ error: 'v.password' })
  .check(
    z.minLength(8, { error: 'v.password' }),
    z.maxLength(64, { error: 'v.password' }),
    z.regex(/[A-Za-z]/, { error: 'v.password' }),
    z.regex(/\d/, { error: 'v.password' }),
    noControlChars,
  );

/** What a login form accepts: anything non-empty (the server answers one message for every mismatch). */
export const anyPassword = z
  .string({ error: 'v.required' })
  .check(z.minLength(1, { error: 'v.required' }), z.maxLength(64, { error: 'v.password' }), noControlChars);

export const tradePasswordField = z
  .string({ error: 'v.tradePassword' })
  .check(z.regex(/^\d{6}$/, { error: 'v.tradePassword' }));

/** Guessed first by anyone holding a stolen session: dates and keypad patterns that aren't runs or repeats. */
const COMMON_TRADE_PASSWORDS = new Set([
  '112233',
  '121212',
  '123123',
  '123321',
  '147258',
  '159357',
  '520131',
  '520520',
]);

/** All one digit (111111), a run up or down by one (123456, 654321, 890123 wraps too), or a common pattern. */
export function isObviousTradePassword(value: string): boolean {
  const digits = [...value].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => (d - digits[i]! + 10) % 10));
  if (steps.size === 1 && [0, 1, 9].includes([...steps][0]!)) return true;
  return COMMON_TRADE_PASSWORDS.has(value);
}

/** A trade password being chosen (set or changed): six digits that aren't obvious. Checking one accepts any six. */
export const newTradePasswordField = tradePasswordField.check(
  z.refine((v) => !isObviousTradePassword(v), { error: 'v.tradePasswordWeak' }),
);

export const loginBody = z.object({
  account: z
    .string({ error: 'v.required' })
    .check(z.minLength(1, { error: 'v.required' }), z.maxLength(20, { error: 'v.account' }), noControlChars),
  password: anyPassword,
});

/**
 * A one-time password reset code as the member types what customer service read out ("7KQ3M-9XF2A"): case,
 * spaces and dashes aside, I and L taken for 1 and O for 0 (Crockford's base32, which has none of them).
 */
export const resetCodeField = z.string({ error: 'v.resetCode' }).check(
  z.overwrite((v) => v.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')),
  z.regex(/^[0-9A-HJKMNP-TV-Z]{10}$/, { error: 'v.resetCode' }),
);

/** A forgotten password replaced with an operator's reset code: the same rules as choosing one at registration. */
export const resetPasswordBody = z
  .object({
    account: loginBody.shape.account,
    code: resetCodeField,
    password: passwordField,
    confirmPassword: z.string({ error: 'v.required' }),
  })
  .check(z.refine((b) => b.password === b.confirmPassword, { error: 'v.confirmPassword', path: ['confirmPassword'] }));

export const registerBody = z
  .object({
    account: accountField,
    password: passwordField,
    confirmPassword: z.string({ error: 'v.required' }),
    inviteCode: z.optional(z.string().check(z.maxLength(32, { error: 'v.inviteCode' }), noControlChars)),
  })
  .check(z.refine((b) => b.password === b.confirmPassword, { error: 'v.confirmPassword', path: ['confirmPassword'] }));

export const updateUserInfoBody = z
  .object({
    nickname: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'v.nickname' }),
          z.maxLength(20, { error: 'v.nickname' }),
          noControlChars,
        ),
    ),
    realName: z.optional(z.string().check(z.trim(), z.maxLength(40, { error: 'v.realName' }), noControlChars)),
    phone: z.optional(z.string().check(z.regex(/^(\+?[0-9][0-9 -]{5,19})?$/, { error: 'v.phone' }))),
    email: z.optional(z.union([z.literal(''), z.email({ error: 'v.email' })], { error: 'v.email' })),
  })
  .check(z.refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'v.nothingToUpdate' }));

export const updatePasswordBody = z
  .object({ oldPassword: anyPassword, newPassword: passwordField })
  .check(z.refine((b) => b.oldPassword !== b.newPassword, { error: 'v.samePassword', path: ['newPassword'] }));

export const addTradePasswordBody = z.object({ password: anyPassword, tradePassword: newTradePasswordField });

export const updateTradePasswordBody = z
  .object({ oldTradePassword: tradePasswordField, newTradePassword: newTradePasswordField })
  .check(
    z.refine((b) => b.oldTradePassword !== b.newTradePassword, { error: 'v.samePassword', path: ['newTradePassword'] }),
  );

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
