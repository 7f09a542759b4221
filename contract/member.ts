import * as z from 'zod/mini';
import { idSchema, isoTimeSchema } from './envelope';
import { moneyString } from './money';

// What the app reads of the signed-in member on every screen (their profile and balances): apart from the forms'
// schemas in auth.ts, so that a first load carries these alone.

export const userInfoSchema = z.object({
  id: idSchema,
  account: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  realName: z.string(),
  phone: z.string(),
  email: z.string(),
  balance: moneyString,
  frozen: moneyString,
  termBalance: moneyString,
  hasTradePassword: z.boolean(),
  createdAt: isoTimeSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionData = z.object({ token: z.string(), userInfo: userInfoSchema });

export const balanceData = z.object({ balance: moneyString, frozen: moneyString, termBalance: moneyString });
export type Balance = z.infer<typeof balanceData>;

export const avatarData = z.object({ avatar: z.string() });

/** `/api/uploadAvatar` is multipart (field `file`), so it sits outside the JSON calls. */
export const uploadAvatar = { path: '/api/uploadAvatar', data: avatarData, auth: true } as const;
