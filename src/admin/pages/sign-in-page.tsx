import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInData } from '../../../contract/admin';
import { consoleCall } from '../api/client';
import { signedIn } from '../api/session';
import { Field, FormError, useSubmit } from '../components/form';
import { LanguageSelect } from '../components/layout';

/** Account and password, then the authenticator's code; the first time, the QR code to enrol it. */
export default function SignInPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<SignInData>();
  const { busy, error, fields, submit } = useSubmit();
  const asksCode = step?.step === 'code' || step?.step === 'enrol';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { account, password, ...(asksCode ? { code } : {}) };
    const data = await submit(() => consoleCall<SignInData>('signIn', body));
    if (!data) return;
    if (data.step === 'done') signedIn({ token: data.token, account: data.account, role: data.role });
    else setStep(data);
  }

  return (
    <div className="sign-in">
      <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <header className="card-head">
          <h1>{step?.step === 'enrol' ? t('signIn.enrolTitle') : t('signIn.title')}</h1>
          <LanguageSelect />
        </header>
        {!asksCode && (
          <>
            <Field label={t('signIn.account')} error={fields.account}>
              <input
                name="account"
                autoComplete="username"
                value={account}
                onChange={(e) => setAccount(e.target.value)}
              />
            </Field>
            <Field label={t('signIn.password')} error={fields.password}>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
          </>
        )}
        {step?.step === 'enrol' && (
          <div className="enrol">
            <p>{t('signIn.enrolHelp')}</p>
            <img src={step.qr} alt={step.uri} width={200} height={200} />
            <p>
              {t('signIn.secret')}: <code className="secret">{step.secret}</code>
            </p>
          </div>
        )}
        {asksCode && (
          <Field label={t('signIn.code')} help={t('signIn.codeHelp')} error={fields.code}>
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value.trim())}
            />
          </Field>
        )}
        <FormError error={error} />
        <button className="primary" type="submit" disabled={busy}>
          {asksCode ? t('signIn.submit') : t('signIn.next')}
        </button>
      </form>
    </div>
  );
}
