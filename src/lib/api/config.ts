import { request } from '../api-client';

/** The site config (config.ts keeps it). */
export const fetchConfig = (toast: boolean) => request('configs', {}, { toast });
