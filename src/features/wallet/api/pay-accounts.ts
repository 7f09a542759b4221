import type { ApiResult } from '../../../lib/api-client';
import { read } from '../../../lib/query/use-call';
import { useQuery } from '../../../lib/query/use-query';
import { cardAccount, walletAccount, type PayAccount, type PayKind } from '../pay-accounts';

// A member keeps a handful of accounts: one page holds them all.
const ALL = 100;

/** The member's saved accounts of one kind (digital wallets, or bank cards of a kind), as lists show them. */
export function usePayAccounts(kind: PayKind) {
  return useQuery(['payAccounts', kind], async (signal): Promise<ApiResult<PayAccount[]>> => {
    if (kind === 'wallet') {
      const result = await read('wallets', { pageSize: ALL }, signal);
      return result.ok ? { ok: true, data: result.data.data.map(walletAccount) } : result;
    }
    const result = await read('cards', { kind, pageSize: ALL }, signal);
    return result.ok ? { ok: true, data: result.data.data.map(cardAccount) } : result;
  });
}
