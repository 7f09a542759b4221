import { request } from '../api-client';

/** The shell's own calls about the signed-in member (session.ts keeps what they answer). */
export const fetchUserInfo = () => request('userInfo', {});
export const fetchBalance = () => request('balance', {});
export const logout = () => request('logout', {}, { toast: false });
