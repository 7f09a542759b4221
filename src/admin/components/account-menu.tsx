import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/**
 * The operator's own things (name and role, language, passkey, sign-out): in the header's line on a wide screen,
 * behind one button on a phone (console.css), where they took a third of the screen. Closes on Escape and when
 * the operator moves to another page.
 */
export function AccountMenu({ account, children }: { account: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div
      className={open ? 'who open' : 'who'}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="account-button"
        aria-label={`${t('common.accountMenu')}: ${account}`}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
      >
        {account}
      </button>
      <div className="account-menu" id="account-menu">
        {children}
      </div>
    </div>
  );
}
