import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery, useConsoleWrite } from '../api/use-console-query';
import { useConsoleLanguage } from '../i18n/i18n';
import { FormError, useSubmit } from './form';
import { QueryBox, when } from './query-box';

/** The member's time-outs and self-exclusions (issue 44 §2): shown, and a note added; never ended early. */
export function MemberBreaks({ account }: { account: string }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const query = useConsoleQuery('memberBreaks', { account });
  const { busy, error, submit } = useSubmit();
  const [note, setNote] = useState('');
  const write = useConsoleWrite();

  async function addNote(event: FormEvent) {
    event.preventDefault();
    const done = await submit(() => write('breakNote', { account, note }));
    if (done === undefined) return;
    setNote('');
  }

  return (
    <section className="card" data-testid="member-breaks">
      <h2>{t('breaks.title')}</h2>
      <p className="field-help">{t('breaks.cannotEnd')}</p>
      <QueryBox query={query}>
        {({ breaks }) =>
          breaks.length === 0 ? (
            <p className="state">{t('breaks.none')}</p>
          ) : (
            <>
              <ul>
                {breaks.map((b) => (
                  <li key={b.id}>
                    <strong>{t(`breaks.${b.kind}`)}</strong> · {b.inForce ? t('breaks.inForce') : t('breaks.over')} ·{' '}
                    {t('breaks.period', { from: when(b.startedAt, language), until: when(b.endsAt, language) })}
                    {b.inForce && (
                      <> · {t(`breaks.stage.${b.stage}`, { from: b.returnFrom ? when(b.returnFrom, language) : '' })}</>
                    )}
                    {b.notes.map((n) => (
                      <p key={n.at + n.actor} className="field-help">
                        {when(n.at, language)} · {n.actor}: {n.note}
                      </p>
                    ))}
                  </li>
                ))}
              </ul>
              <form onSubmit={(e) => void addNote(e)}>
                <label>
                  {t('breaks.note')} <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
                </label>{' '}
                <button type="submit" disabled={busy || !note.trim()}>
                  {t('breaks.addNote')}
                </button>
                <FormError error={error} />
              </form>
            </>
          )
        }
      </QueryBox>
    </section>
  );
}
