import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenAtom, verifyAtom, verifyTimeAtom } from '../lib/state/app.atoms';
import { decideGate } from './gates';

/** Runs the gates on every location; the store is restored before the first render, so no flash. */
export function Gate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const verify = useAtomValue(verifyAtom);
  const verifyTime = useAtomValue(verifyTimeAtom);
  const token = useAtomValue(tokenAtom);
  const target = decideGate(pathname, search, { verify, verifyTime, token }, new Date().getHours());
  return target ? <Navigate to={target} replace /> : children;
}
