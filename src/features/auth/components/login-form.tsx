import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loginBody } from '../../../../contract/auth';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { login } from '../api/login';
import { PasswordField } from '../../../lib/forms/password-field';
import { refusalText } from './refusal-text';
import { useSessionStart } from './use-session-start';

// passkeys (WebAuthn) load with the login screen, never with the app's first load
const PasskeySignIn = lazy(() => import('../../../components/passkeys/passkey-sign-in'));

/** Account and password, or a passkey; a wrong pair or too many tries is said beside the form. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const session = useSessionStart(login);
  const form = useContractForm({
    schema: loginBody,
    initial: { account: '', password: '' },
    toInput: (values) => ({ account: values.account.trim(), password: values.password }),
    send: session.send,
    onSuccess: session.onSuccess,
  });
  const shown = { ...form, formError: refusalText(form.formError, session.retryAfter, t) };
  return (
    <>
      <ContractForm form={shown} submitLabel={t('login.submit')}>
        <TextField
          label={t('field.account')}
          {...form.bind('account')}
          placeholder={t('placeholder.account')}
          autoComplete="username webauthn"
          autoCapitalize="off"
        />
        <PasswordField
          label={t('field.password')}
          {...form.bind('password')}
          placeholder={t('placeholder.loginPassword')}
          current
        />
      </ContractForm>
      <Suspense fallback={null}>
        <PasskeySignIn onSession={session.onSuccess} />
      </Suspense>
    </>
  );
}
