import { request } from '../api-client';

/** Ends the session on the server: the current one, or `token`, one the app has forgotten. */
export const logout = (token?: string) => request('logout', {}, { toast: false, token });
