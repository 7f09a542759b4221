import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '../../../contract/admin';
import { useOperatorSession } from '../api/session';
import { useConsoleQuery, useConsoleWrite } from '../api/use-console-query';
import { Field, FormError, PasswordInput, useSubmit } from '../components/form';
import { OperatorCard, type OperatorNotice } from '../components/operator-card';
import { PasskeyPolicy } from '../components/passkey-policy';
import { QueryBox } from '../components/query-box';

/**
 * The console's operators with what an admin may change, the roles that sign in with a passkey, and a new
 * operator (who enrols an authenticator at first sign-in).
 */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const query = useConsoleQuery('operators');
  const [form, setForm] = useState({ account: '', password: '', role: 'reviewer' as OperatorRole });
  const [created, setCreated] = useState('');
  const [notices, setNotices] = useState<Record<number, OperatorNotice | undefined>>({});
  const { busy, error, fields, submit } = useSubmit();
  const write = useConsoleWrite();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCreated('');
    if (await submit(() => write('operatorCreate', form))) {
      setCreated(t('operators.created', { account: form.account }));
      setForm({ account: '', password: '', role: form.role });
    }
  }
  return (
    <>
      <h1>{t('operators.title')}</h1>
      <PasskeyPolicy />
      <QueryBox query={query}>
        {(operators) => (
          <ul className="operator-list">
            {operators.map((o) => (
              <OperatorCard
                key={o.id}
                operator={o}
                self={o.account === session?.account}
                notice={notices[o.id]}
                onChanged={(notice) => setNotices({ ...notices, [o.id]: notice })}
              />
            ))}
          </ul>
        )}
      </QueryBox>
      <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h2>{t('operators.newOperator')}</h2>
        <Field label={t('operators.account')} error={fields.account}>
          <input name="account" value={form.account} onChange={(e) => setForm({ ...form, account: e.target.value })} />
        </Field>
        <Field label={t('operators.password')} error={fields.password}>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
          />
        </Field>
        <Field label={t('operators.role')} error={fields.role}>
          <select
            name="role"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as OperatorRole })}
          >
            {OPERATOR_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`role.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <FormError error={error} />
        {created && (
          <p className="notice" role="status">
            {created}
          </p>
        )}
        <button className="primary" type="submit" disabled={busy}>
          {t('common.create')}
        </button>
      </form>
    </>
  );
}
