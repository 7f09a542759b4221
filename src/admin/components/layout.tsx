import { useEffect, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mayUse, type Area } from '../../../contract/admin';
import { LANGUAGES, type Language } from '../../../contract/messages';
import { consoleCall } from '../api/client';
import { addConsolePasskey } from '../api/passkeys';
import { signedIn, signedOut, type OperatorSession } from '../api/session';
import { useConsoleQuery } from '../api/use-console-query';
import { useDataClient, writeThrough } from '../../lib/query/data-client';
import { LANGUAGE_NAMES, setConsoleLanguage, useConsoleLanguage } from '../i18n/i18n';
import { AccountMenu } from './account-menu';
import { FormError } from './form';
import { StatusLine } from './status-line';

const PAGES: Array<{ area: Area; path: string }> = [
  { area: 'dashboard', path: '/dashboard' },
  { area: 'review', path: '/queue' },
  { area: 'content', path: '/content' },
  { area: 'members', path: '/members' },
  { area: 'config', path: '/config' },
  { area: 'audit', path: '/audit' },
  { area: 'operators', path: '/operators' },
];
const NAV_KEY: Record<Area, string> = {
  dashboard: 'nav.dashboard',
  review: 'nav.queue',
  content: 'nav.content',
  members: 'nav.members',
  config: 'nav.config',
  audit: 'nav.audit',
  operators: 'nav.operators',
};

/** The pages an operator's role may open, in the console's order. */
export const pagesOf = (session: OperatorSession) => PAGES.filter((p) => mayUse(session.role, p.area));

export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  return (
    <select
      aria-label={t('common.language')}
      value={language}
      onChange={(e) => void setConsoleLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}

export function Layout({ session }: { session: OperatorSession }) {
  const { t } = useTranslation();
  const client = useDataClient();
  // read at every load and focus: a new role shows at once, a disabled operator's session ends (8888)
  const me = useConsoleQuery('me');
  useEffect(() => {
    const { role, passkeyNeeded } = me.data ?? session;
    if (role !== session.role || passkeyNeeded !== session.passkeyNeeded) {
      signedIn({ ...session, role, passkeyNeeded });
    }
  }, [me.data, session]);
  // what became of the last try to add a passkey: the server's reason when it said one (sign in again, ...)
  const [passkey, setPasskey] = useState<{ added: boolean; text: string }>();
  async function addPasskey() {
    const result = await addConsolePasskey(`${session.account} · ${t('brand')}`);
    setPasskey(
      result.ok
        ? { added: true, text: t('common.passkeyAdded') }
        : { added: false, text: result.msg || t('common.passkeyNotAdded') },
    );
    await writeThrough(client, 'addPasskey', result);
  }
  async function signOut() {
    await consoleCall('signOut');
    client.cache.clear();
    signedOut();
  }
  return (
    <div className="console">
      <header className="top">
        <strong className="brand">{t('brand')}</strong>
        {!session.passkeyNeeded && (
          <nav className="nav">
            {pagesOf(session).map((page) => (
              <NavLink key={page.path} to={page.path}>
                {t(NAV_KEY[page.area])}
              </NavLink>
            ))}
          </nav>
        )}
        <AccountMenu account={session.account}>
          <span>
            {session.account} · {t(`role.${session.role}`)}
          </span>
          <LanguageSelect />
          {passkey && !session.passkeyNeeded && <span role="status">{passkey.text}</span>}
          {!session.passkeyNeeded && (
            <button type="button" onClick={() => void addPasskey()}>
              {t('common.addPasskey')}
            </button>
          )}
          <button type="button" onClick={() => void signOut()}>
            {t('common.signOut')}
          </button>
        </AccountMenu>
      </header>
      <main className="main">
        {session.passkeyNeeded ? (
          // the server answers nothing else until the role's passkey is enrolled
          <section className="card passkey-needed">
            <h1>{t('common.passkeyNeededTitle')}</h1>
            <p>{t('common.passkeyNeededHelp')}</p>
            <FormError error={passkey && !passkey.added ? passkey.text : undefined} />
            <button className="primary" type="button" onClick={() => void addPasskey()}>
              {t('common.addPasskey')}
            </button>
          </section>
        ) : (
          <>
            <StatusLine />
            <Outlet />
          </>
        )}
      </main>
    </div>
  );
}
