import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import {
  addTradePasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  updatePasswordBody,
  updateTradePasswordBody,
  updateUserInfoBody,
} from '../auth';
import { sessionData, userInfoSchema } from '../member';

/** The calls of signing in and of the account's forms (contract/call-index.ts says what each needs). */
export const authCalls = defineCalls('auth', {
  register: [registerBody, sessionData],
  login: [loginBody, sessionData],
  resetPassword: [resetPasswordBody, emptySchema],
  updateUserInfo: [updateUserInfoBody, userInfoSchema],
  updatePassword: [updatePasswordBody, emptySchema],
  addTradePassword: [addTradePasswordBody, emptySchema],
  updateTradePassword: [updateTradePasswordBody, emptySchema],
});
