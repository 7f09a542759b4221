import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInData } from '../../../contract/admin';
import { consoleCall } from '../api/client';
import { signWithPasskey } from '../api/passkeys';
import { signedIn } from '../api/session';
import { Field, FormError, PasswordInput, useSubmit } from '../components/form';
import { LanguageSelect } from '../components/layout';

/**
 * Account and password, then the authenticator's code (or, for an operator who added one, a passkey in its
 * place; only the passkey when their role requires it); the first time, the QR code to enrol it. After an admin reset the password, a new one comes before
 * the code (and is sent again with it).
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [changing, setChanging] = useState(false);
  const [code, setCode] = useState('');
  const [step, setStep] = useState<SignInData>();
  const { busy, error, fields, submit } = useSubmit();
  // a role that requires the passkey an operator has: no code, the passkey is the way in
  const passkeyOnly = step?.step === 'code' && step.passkeyOnly === true;
  const asksCode = (step?.step === 'code' && !passkeyOnly) || step?.step === 'enrol';
  const asksNewPassword = step?.step === 'newPassword';

  const [passkeyFailed, setPasskeyFailed] = useState(false);

  async function send(second: { code: string } | { passkey: unknown } | object) {
    const body = { account, password, ...(changing || asksNewPassword ? { newPassword } : {}), ...second };
    const data = await submit(() => consoleCall('signIn', body));
    if (!data) return;
    if (asksNewPassword) setChanging(true);
    if (data.step === 'done') {
      signedIn({ token: data.token, account: data.account, role: data.role, passkeyNeeded: data.passkeyNeeded });
    } else setStep(data);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMismatch(asksNewPassword && newPassword !== confirm);
    if (asksNewPassword && newPassword !== confirm) return;
    await send(asksCode ? { code } : {});
  }

  async function signInWithPasskey(options: Record<string, unknown>) {
    const passkey = await signWithPasskey(options);
    setPasskeyFailed(!passkey);
    if (passkey) await send({ passkey });
  }

  const title = asksNewPassword
    ? 'signIn.newPasswordTitle'
    : step?.step === 'enrol'
      ? 'signIn.enrolTitle'
      : 'signIn.title';
  return (
    <div className="sign-in">
      <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
        <header className="card-head">
          <h1>{t(title)}</h1>
          <LanguageSelect />
        </header>
        {!step && (
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
              <PasswordInput name="password" autoComplete="current-password" value={password} onChange={setPassword} />
            </Field>
          </>
        )}
        {asksNewPassword && (
          <>
            <p>{t('signIn.newPasswordHelp')}</p>
            <Field label={t('signIn.newPassword')} help={t('signIn.newPasswordRule')} error={fields.newPassword}>
              <PasswordInput
                name="newPassword"
                autoComplete="new-password"
                autoFocus
                value={newPassword}
                onChange={setNewPassword}
              />
            </Field>
            <Field label={t('signIn.confirmPassword')} error={mismatch ? t('signIn.mismatch') : undefined}>
              <PasswordInput name="confirmPassword" autoComplete="new-password" value={confirm} onChange={setConfirm} />
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
        {passkeyOnly && <p>{t('signIn.passkeyOnly')}</p>}
        <FormError
          error={
            error ?? (passkeyFailed ? t(passkeyOnly ? 'signIn.passkeyOnlyFailed' : 'signIn.passkeyFailed') : undefined)
          }
        />
        {!passkeyOnly && (
          <button className="primary" type="submit" disabled={busy}>
            {asksCode ? t('signIn.submit') : t('signIn.next')}
          </button>
        )}
        {step?.step === 'code' && step.passkey && (
          <button
            type="button"
            className={passkeyOnly ? 'primary' : undefined}
            disabled={busy}
            onClick={() => void signInWithPasskey(step.passkey!)}
          >
            {t('signIn.passkey')}
          </button>
        )}
      </form>
    </div>
  );
}
