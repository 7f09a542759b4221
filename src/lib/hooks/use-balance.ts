import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { refreshBalance } from '../session';
import { balanceAtom } from '../state/app.atoms';

/** The member's balances, reloaded from the server when the screen opens. */
export function useBalance() {
  useEffect(() => {
    void refreshBalance();
  }, []);
  return useAtomValue(balanceAtom);
}
