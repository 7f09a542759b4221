import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../../contract/passkeys';
import { useConsoleWrite } from '../api/use-console-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { FormError, useSubmit } from './form';
import { when } from './query-box';

/**
 * A member's passkeys (each signs in without a password and approves withdrawals): name, added, last used. A
 * lost phone the member reports: remove its passkey (audited; the member's other devices are told).
 */
export function MemberPasskeys(props: { account: string; passkeys: Passkey[] }) {
  const { account, passkeys } = props;
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { busy, error, submit } = useSubmit();
  const write = useConsoleWrite();

  async function remove(passkey: Passkey) {
    if (!window.confirm(t('members.passkeys.confirm', { name: passkey.name, account }))) return;
    await submit(() => write('removeMemberPasskey', { account, id: passkey.id }));
  }

  return (
    <section className="card" aria-labelledby="member-passkeys">
      <h2 id="member-passkeys">{t('members.passkeys.title')}</h2>
      <p className="field-help">{t('members.passkeys.help')}</p>
      {passkeys.length === 0 ? (
        <p className="state">{t('members.passkeys.none')}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>
                <small>
                  {t('members.passkeys.added', { at: when(passkey.createdAt, language) })} ·{' '}
                  {passkey.lastUsedAt
                    ? t('members.passkeys.lastUsed', { at: when(passkey.lastUsedAt, language) })
                    : t('members.passkeys.neverUsed')}
                </small>
              </span>
              <button type="button" className="danger" disabled={busy} onClick={() => void remove(passkey)}>
                {t('members.passkeys.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError error={error} />
    </section>
  );
}
