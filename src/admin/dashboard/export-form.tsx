import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mayUse } from '../../../contract/admin';
import { EXPORT_AREA, EXPORT_KINDS, type ExportKind } from '../../../contract/exports';
import { downloadFile } from '../api/download';
import { useOperatorSession } from '../api/session';
import { Field, FormError, useSubmit } from '../components/form';

/** A CSV of a day range for the accountant: the kinds the operator's role may export, one member's or all. */
export function ExportForm({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const role = useOperatorSession()?.role;
  const kinds = EXPORT_KINDS.filter((kind) => role && mayUse(role, EXPORT_AREA[kind]));
  const [form, setForm] = useState({ kind: kinds[0] as ExportKind, from, to, account: '' });
  const [file, setFile] = useState<string>();
  const { busy, error, fields, submit } = useSubmit();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFile(undefined);
    const body = { kind: form.kind, from: form.from, to: form.to, ...(form.account ? { account: form.account } : {}) };
    setFile(await submit(() => downloadFile('export', body)));
  }
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [name]: e.target.value });
  return (
    <form className="card export-form" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="export">
      <h2>{t('exports.title')}</h2>
      <p className="field-help">{t('exports.help')}</p>
      <div className="export-fields">
        <Field label={t('exports.kind')} error={fields.kind}>
          <select name="kind" value={form.kind} onChange={set('kind')}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`exports.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('exports.from')} error={fields.from}>
          <input name="from" type="date" value={form.from} onChange={set('from')} />
        </Field>
        <Field label={t('exports.to')} error={fields.to}>
          <input name="to" type="date" value={form.to} onChange={set('to')} />
        </Field>
        <Field label={t('exports.account')} error={fields.account}>
          <input name="account" value={form.account} placeholder={t('exports.everyone')} onChange={set('account')} />
        </Field>
      </div>
      <FormError error={error} />
      <button className="primary" type="submit" disabled={busy}>
        {t('exports.download')}
      </button>
      {file && <span role="status">{t('exports.done', { file })}</span>}
    </form>
  );
}
