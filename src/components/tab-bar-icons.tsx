import type { ReactNode } from 'react';

export type TabIconName = 'home' | 'trade' | 'service' | 'news' | 'mine';

/** What an active icon's filled shape draws inside it, in the bar's white so it stays visible. */
const GLYPH_ON_FILL = '#fff';

// One outline path set per tab; the active variant fills the same shapes.
const shapes: Record<TabIconName, (active: boolean) => ReactNode> = {
  home: () => <path d="M4 11 12 4l8 7v8.5a.5.5 0 0 1-.5.5H15v-6H9v6H4.5a.5.5 0 0 1-.5-.5Z" />,
  trade: () => (
    <>
      <rect x="4" y="9" width="4" height="9" rx="1" />
      <rect x="10" y="5" width="4" height="13" rx="1" />
      <rect x="16" y="11" width="4" height="7" rx="1" />
    </>
  ),
  service: () => (
    <path d="M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H6a1 1 0 0 1-1-1Zm14 0h-3v5h2a1 1 0 0 0 1-1Zm-3 5c0 1.5-1.5 2-4 2" />
  ),
  news: (active) => (
    <>
      <rect x="5" y="4" width="14" height="16" rx="2" />
      <path d="M8.5 9h7M8.5 12.5h7M8.5 16h4" stroke={active ? GLYPH_ON_FILL : undefined} data-glyph="" />
    </>
  ),
  mine: () => (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0Z" />
    </>
  ),
};

export function TabIcon({ name, active }: { name: TabIconName; active: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      fill={active && name !== 'service' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={active ? 2.2 : 1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {shapes[name](active)}
    </svg>
  );
}
