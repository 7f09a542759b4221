import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** The app's line icons: 24-unit outlines drawn in the text colour at the text size (1em), as the tab bar's. */
function icon(shapes: ReactNode) {
  return function Icon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        {...props}
      >
        {shapes}
      </svg>
    );
  };
}

export const AddIcon = icon(<path d="M12 5v14M5 12h14" />);

export const BankcardIcon = icon(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="M3 10h18M7 15h4" />
  </>,
);

export const BillIcon = icon(
  <>
    <path d="M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5Z" />
    <path d="M9 8.5h6M9 12h6M9 15.5h3" />
  </>,
);

export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

/** Money coming in: an arrow down into a tray. */
export const DepositIcon = icon(
  <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M4.5 15v3.5a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5V15" />,
);

/** Money going out: an arrow up out of a tray. */
export const WithdrawIcon = icon(
  <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4.5 15v3.5a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5V15" />,
);

export const ChartIcon = icon(<path d="M4 20h16M7 16.5v-5M12 16.5V6.5M17 16.5v-8" />);

export const MessageIcon = icon(
  <>
    <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1Z" />
    <path d="M8.5 11.25h.01M12 11.25h.01M15.5 11.25h.01" strokeWidth="2.4" />
  </>,
);

export const SettingsIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3.5 14 5l2.5-.3 1 2.3 2.2 1.3-.4 2.5 1.2 2.2-1.9 1.7-.4 2.5-2.5.4L14 19l-2 1.5-2-1.5-2.3-.4-.4-2.5-1.9-1.7 1.2-2.2-.4-2.5L6.5 7l1-2.3L10 5Z" />
  </>,
);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
);

/** The account centre: a member and a small gear. */
export const AccountIcon = icon(
  <>
    <circle cx="10" cy="8.5" r="4" />
    <path d="M3 20.5a7 7 0 0 1 10.5-6.1" />
    <circle cx="17.5" cy="17.5" r="2.5" />
    <path d="M17.5 13.5v1.5M17.5 20v1.5M21.5 17.5H20M15 17.5h-1.5" />
  </>,
);

export const KeyIcon = icon(
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.7-8.7M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);

export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </>,
);

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.5 2.3 3.5 5.2 3.5 8.5s-1 6.2-3.5 8.5c-2.5-2.3-3.5-5.2-3.5-8.5s1-6.2 3.5-8.5Z" />
  </>,
);

/** A digital wallet: a coin. */
export const CoinIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M14.8 9.2c-.5-.9-1.6-1.4-2.8-1.4-1.6 0-2.8.8-2.8 2s1.2 1.7 2.8 2.1 2.8 1 2.8 2.2-1.2 2-2.8 2c-1.3 0-2.4-.5-2.9-1.4M12 6.2v1.6M12 16.2v1.6" />
  </>,
);

export const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const EyeClosedIcon = icon(
  <>
    <path d="M3 9.5c2 2.7 5.2 4.5 9 4.5s7-1.8 9-4.5M6.5 12.6 5 15M12 14v3M17.5 12.6 19 15" />
  </>,
);
