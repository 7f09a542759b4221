import type { ReactNode } from 'react';
import { useNavigationPending } from '../app-router';

/** Every layout's main region: marked busy while the next screen loads to take its place. */
export function ScreenMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main className={className} aria-busy={useNavigationPending() || undefined}>
      {children}
    </main>
  );
}
