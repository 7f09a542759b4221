import { request } from '../api-client';

/** The shell's own calls about the signed-in member (session.ts keeps what they answer). */
export const fetchUserInfo = () => request('userInfo', {});
export const fetchBalance = () => request('balance', {});
/** Ends the session on the server: the current one, or `token`, one the app has forgotten. */
export const logout = (token?: string) => request('logout', {}, { toast: false, token });
