import { createContext, useContext, type ReactNode } from 'react';

/** True while a navigation's next screen loads (AppRouter): the current one stays up meanwhile. */
export const NavigationPending = createContext(false);

/** Every layout's main region: marked busy while the next screen loads to take its place. */
export function ScreenMain({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main className={className} aria-busy={useContext(NavigationPending) || undefined}>
      {children}
    </main>
  );
}
