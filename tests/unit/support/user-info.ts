import type { UserInfo } from '../../../contract/member';

/** A member as /api/userInfo returns one; tests override what they look at. */
export const userInfoFixture = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  account: 'alice',
  nickname: 'Alice',
  avatar: '',
  realName: '',
  phone: '',
  email: '',
  balance: '100.00',
  frozen: '0.00',
  termBalance: '0.00',
  hasTradePassword: false,
  createdAt: '2026-11-22T08:00:00.000Z',
  ...overrides,
});
