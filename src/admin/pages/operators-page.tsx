import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '../../../contract/admin';
import { consoleCall } from '../api/client';
import { useConsoleQuery } from '../api/use-console-query';
import { Field, FormError, useSubmit } from '../components/form';
import { QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

interface OperatorRow {
  id: number;
  account: string;
  role: OperatorRole;
  enrolled: boolean;
  createdAt: string;
}

/** The console's operators, and a new one (who enrols an authenticator at their first sign-in). */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const query = useConsoleQuery<OperatorRow[]>('operators');
  const [form, setForm] = useState({ account: '', password: '', role: 'reviewer' as OperatorRole });
  const [created, setCreated] = useState('');
  const { busy, error, fields, submit } = useSubmit();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setCreated('');
    if (await submit(() => consoleCall('operatorCreate', form))) {
      setCreated(t('operators.created', { account: form.account }));
      setForm({ account: '', password: '', role: form.role });
      await query.refetch();
    }
  }
  return (
    <>
      <h1>{t('operators.title')}</h1>
      <QueryBox query={query}>
        {(operators) => (
          <table>
            <thead>
              <tr>
                <th>{t('operators.account')}</th>
                <th>{t('operators.role')}</th>
                <th />
                <th>{t('operators.createdAt')}</th>
              </tr>
            </thead>
            <tbody>
              {operators.map((o) => (
                <tr key={o.id}>
                  <td>{o.account}</td>
                  <td>{t(`role.${o.role}`)}</td>
                  <td>{o.enrolled ? t('operators.enrolled') : t('operators.notEnrolled')}</td>
                  <td>{when(o.createdAt, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryBox>
      <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <h2>{t('common.create')}</h2>
        <Field label={t('operators.account')} error={fields.account}>
          <input name="account" value={form.account} onChange={(e) => setForm({ ...form, account: e.target.value })} />
        </Field>
        <Field label={t('operators.password')} error={fields.password}>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
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
