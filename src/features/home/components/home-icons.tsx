import type { ReactNode } from 'react';

export type HomeIconName =
  'deposit' | 'withdraw' | 'trade' | 'ledger' | 'term' | 'trend' | 'wallet' | 'customer' | 'notice' | 'download';

// Small outline drawings (a few path commands each) instead of an icon library in the first load.
const shapes: Record<HomeIconName, ReactNode> = {
  deposit: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M12 2v8m-3-3 3 3 3-3M7 14h3" />
    </>
  ),
  withdraw: (
    <>
      <rect x="3" y="9" width="18" height="12" rx="2" />
      <path d="M12 13V3m-3 3 3-3 3 3M7 17h3" />
    </>
  ),
  trade: <path d="M4 8h13l-3-3M20 16H7l3 3" />,
  ledger: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  term: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  trend: <path d="M3 20h18M5 16l4.5-5 3.5 3L19 7m-4 0h4v4" />,
  wallet: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11" />
      <circle cx="16" cy="13.5" r="1.3" />
    </>
  ),
  customer: (
    <path d="M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H6a1 1 0 0 1-1-1Zm14 0h-3v5h2a1 1 0 0 0 1-1Zm-3 5c0 1.5-1.5 2-4 2" />
  ),
  notice: <path d="M4 10v4h3l5 4V6L7 10Zm12-1a4 4 0 0 1 0 6m2.5-8.5a7.5 7.5 0 0 1 0 11" />,
  download: <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />,
};

export function HomeIcon({ name, className }: { name: HomeIconName; className?: string | undefined }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[name]}
    </svg>
  );
}
