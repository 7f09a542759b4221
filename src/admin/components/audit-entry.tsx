import { useTranslation } from 'react-i18next';
import { isRate } from '../../../contract/rates';
import { formatMoney } from '../../../contract/figures';
import { formatRate } from '../../lib/format/rate';
import { useConsoleLanguage } from '../i18n/i18n';
import { when } from './query-box';

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  subject: { member?: string; operator?: string; amount?: string };
  changes: Array<{ field: string; before: string | null; after: string | null }>;
  address: string;
}

const CONTENT_KINDS = new Set(['carousel', 'notice', 'news', 'ad']);

/** The sentence's key: content actions share theirs ("news.create" → "content.create"). */
function sentenceKey(action: string): string {
  const [kind = '', verb = ''] = action.split('.');
  if (kind === 'export') return 'export';
  return CONTENT_KINDS.has(kind) ? `content.${verb}` : action;
}

/** A changed field's label: "title.en" → "Title (English)". */
function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => {
    const [name = field, language] = field.split('.');
    const label = t(`audit.field.${name}`, { defaultValue: name });
    return language ? `${label} (${t(`audit.language.${language}`, { defaultValue: language })})` : label;
  };
}

/** One row of the log: who did what to whom, when and from where, and each changed field before → after. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const fieldLabel = useFieldLabel();
  const [kind = '', verb = ''] = row.action.split('.');
  const values = {
    // the demo's automatic approvals are the system's, not an account's
    actor: row.actor === 'system:demo' ? t('audit.system') : row.actor,
    target: row.target,
    member: row.subject.member ?? '—',
    operator: row.subject.operator ?? row.target,
    amount: row.subject.amount ? formatMoney(row.subject.amount) : '',
    kind: t(`content.kind.${kind}`, { defaultValue: kind }),
    setting: t(`config.keys.${row.target}`, { defaultValue: row.target }),
    method: t(`method.${row.target}`, { defaultValue: row.target }),
    role: t(`role.${row.target}`, { defaultValue: row.target }),
    exported: t(`exports.kinds.${verb}`, { defaultValue: verb }),
  };
  const sentence = t(`audit.did.${sentenceKey(row.action)}`, {
    ...values,
    defaultValue: t('audit.did.other', { ...values, action: row.action }),
  });
  // a rate reads as members read it; a status or a yes/no in the operator's words
  const shown = (field: string, value: string | null) => {
    if (value === null || value === '') return '—';
    if (row.target === 'withdraw_fee_rate' && isRate(value)) return formatRate(value);
    if (field === 'role') return t(`role.${value}`, { defaultValue: value });
    if (field === 'status' || field === 'reason' || value === 'true' || value === 'false') {
      return t(`audit.value.${value}`, { defaultValue: value });
    }
    return value;
  };
  return (
    <li className="card audit-entry">
      <p className="audit-sentence">{sentence}</p>
      <p className="audit-meta">
        {when(row.at, language)} · {t('audit.from', { address: row.address })}
      </p>
      {row.changes.length > 0 && (
        <table className="audit-changes">
          <thead>
            <tr>
              <th>{t('audit.fieldHeading')}</th>
              <th>{t('audit.before')}</th>
              <th aria-hidden="true" />
              <th>{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {row.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{fieldLabel(change.field)}</th>
                <td>{shown(change.field, change.before)}</td>
                <td aria-hidden="true">→</td>
                <td>{shown(change.field, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
