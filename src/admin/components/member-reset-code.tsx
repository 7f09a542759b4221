import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../api/client';
import { useConsoleLanguage } from '../i18n/i18n';
import { ConfirmBox } from './confirm-box';
import { FormError, useSubmit } from './form';
import { when } from './query-box';

interface ResetCode {
  code: string;
  expiresAt: string;
}

/**
 * A forgotten password (issue 32): a one-time reset code for the member, shown once for the operator to read out
 * (the server keeps only its hash); the member sets a new password with it on /auth/reset.
 */
export function MemberResetCode({ account }: { account: string }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { busy, error, submit } = useSubmit();
  const [issued, setIssued] = useState<ResetCode>();

  const [asking, setAsking] = useState(false);

  async function issue(event: FormEvent) {
    event.preventDefault();
    if (!asking) return setAsking(true);
    setAsking(false);
    setIssued(await submit(() => consoleCall('resetCode', { account })));
  }

  return (
    <form className="card" onSubmit={(e) => void issue(e)}>
      <h2>{t('members.resetCode.title')}</h2>
      <p className="field-help">{t('members.resetCode.help')}</p>
      {asking ? (
        // the console's own dialog, as approve and reject ask, not the browser's
        <ConfirmBox label={t('members.resetCode.issue')} busy={busy} onCancel={() => setAsking(false)}>
          <p>{t('members.resetCode.confirm', { account })}</p>
        </ConfirmBox>
      ) : (
        <button type="submit" disabled={busy}>
          {t('members.resetCode.issue')}
        </button>
      )}
      {issued && (
        <p className="notice" role="status">
          {t('members.resetCode.issued', { account, until: when(issued.expiresAt, language) })}{' '}
          <code className="temporary">{issued.code}</code>
        </p>
      )}
      <FormError error={error} />
    </form>
  );
}
