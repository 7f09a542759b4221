import { request } from '../../../lib/api-client';

/** The member's saved digital-currency wallets. */
export function getWallets() {
  return request('wallets', { pageSize: 100 });
}
