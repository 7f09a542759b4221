import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { signedOutAtom, tokenAtom, verifyAtom, verifyTimeAtom } from '../lib/state/app.atoms';
import { appStore } from '../lib/store';
import { decideGate } from './gates';

/** Where the first render will land: the current path, or where the gates send it. */
export function firstPath(): string {
  const state = {
    verify: appStore.get(verifyAtom),
    verifyTime: appStore.get(verifyTimeAtom),
    token: appStore.get(tokenAtom),
  };
  const target = decideGate(location.pathname, location.search, state, new Date().getHours());
  return target ? new URL(target, location.href).pathname : location.pathname;
}

/** Runs the gates on every location; the store is restored before the first render, so no flash. */
export function Gate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const verify = useAtomValue(verifyAtom);
  const verifyTime = useAtomValue(verifyTimeAtom);
  const token = useAtomValue(tokenAtom);
  const signedOut = useAtomValue(signedOutAtom);
  const target = decideGate(pathname, search, { verify, verifyTime, token, signedOut }, new Date().getHours());
  return target ? <Navigate to={target} replace /> : children;
}
