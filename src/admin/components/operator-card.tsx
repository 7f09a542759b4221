import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '../../../contract/admin';
import { useConsoleWrite } from '../api/use-console-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { FormError, useSubmit } from './form';
import { when } from './query-box';

/** The outcome of an admin's last action on an operator, translated when shown. */
export interface OperatorNotice {
  key: string;
  role: OperatorRole;
  temporary: string | undefined;
}

export interface OperatorRow {
  id: number;
  account: string;
  role: OperatorRole;
  active: boolean;
  enrolled: boolean;
  /** whether they added a passkey (a role that requires one lets them in with it only) */
  passkey: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

/**
 * One operator, and what an admin may do to them: another role, disable or enable, reset the password (and the
 * authenticator, for a lost phone). Not offered on one's own card: an admin does not lock themselves out here.
 */
export function OperatorCard({
  operator: o,
  self,
  notice,
  onChanged,
}: {
  operator: OperatorRow;
  self: boolean;
  /** what the last action said, kept by the page: a temporary password survives a reload of the list */
  notice: OperatorNotice | undefined;
  onChanged: (notice: OperatorNotice | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const [role, setRole] = useState(o.role);
  const { busy, error, submit } = useSubmit();
  const write = useConsoleWrite();

  async function act(call: 'operatorRole' | 'operatorActive' | 'operatorReset', body: object, key: string) {
    const data = await submit(() => write(call, { id: o.id, ...body }));
    onChanged(data && { key, role: data.role, temporary: data.temporaryPassword });
  }
  const confirmed = (key: string) => window.confirm(t(key, { account: o.account }));

  return (
    <li className="card operator">
      <div className="operator-head">
        <strong>{o.account}</strong>
        {self && <small>({t('operators.you')})</small>}
        <span className="pill">{t(`role.${o.role}`)}</span>
        <span className={o.active ? 'pill ok' : 'pill off'}>
          {o.active ? t('operators.active') : t('operators.disabled')}
        </span>
      </div>
      <p className="field-help">
        {o.enrolled ? t('operators.enrolled') : t('operators.notEnrolled')}
        {o.passkey && ` · ${t('operators.hasPasskey')}`}
        {o.mustChangePassword && ` · ${t('operators.mustChange')}`}
        {` · ${t('operators.createdAt')} ${when(o.createdAt, language)}`}
      </p>
      {!self && (
        <div className="operator-actions">
          <span className="role-change">
            <select
              aria-label={t('operators.role')}
              value={role}
              onChange={(e) => setRole(e.target.value as OperatorRole)}
            >
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              disabled={busy || role === o.role}
              onClick={() => void act('operatorRole', { role }, 'operators.roleChanged')}
            >
              {t('operators.changeRole')}
            </button>
          </span>
          {o.active ? (
            <button
              type="button"
              className="danger"
              disabled={busy}
              onClick={() =>
                confirmed('operators.confirmDisable') &&
                void act('operatorActive', { active: false }, 'operators.disabledDone')
              }
            >
              {t('operators.disable')}
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act('operatorActive', { active: true }, 'operators.enabledDone')}
            >
              {t('operators.enable')}
            </button>
          )}
          {([false, true] as const).map((secondFactor) => (
            <button
              key={String(secondFactor)}
              type="button"
              disabled={busy}
              onClick={() =>
                confirmed(secondFactor ? 'operators.confirmResetBoth' : 'operators.confirmReset') &&
                void act('operatorReset', { secondFactor }, 'operators.temporary')
              }
            >
              {secondFactor ? t('operators.resetBoth') : t('operators.resetPassword')}
            </button>
          ))}
        </div>
      )}
      {notice && (
        <p className="notice" role="status">
          {t(notice.key, { account: o.account, role: t(`role.${notice.role}`) })}{' '}
          {notice.temporary && <code className="temporary">{notice.temporary}</code>}
        </p>
      )}
      <FormError error={error} />
    </li>
  );
}
