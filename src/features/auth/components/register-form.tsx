import { useTranslation } from 'react-i18next';
import { registerBody } from '../../../../contract/auth';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { register } from '../api/register';
import { PasswordField } from '../../../lib/forms/password-field';
import { refusalText } from './refusal-text';
import { useSessionStart } from './use-session-start';

type Name = 'account' | 'password' | 'confirmPassword' | 'inviteCode';

/** Registration logs the new member in; a taken account or too many tries is said beside the form. */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const session = useSessionStart(register);
  const form = useContractForm({
    schema: registerBody,
    initial: { account: '', password: '', confirmPassword: '', inviteCode: '' },
    toInput: ({ account, password, confirmPassword, inviteCode }) => ({
      account: account.trim(),
      password,
      confirmPassword,
      ...(inviteCode.trim() ? { inviteCode: inviteCode.trim() } : {}),
    }),
    send: session.send,
    onSuccess: session.onSuccess,
  });
  const field = (name: Name) => ({
    label: t(`field.${name}`),
    placeholder: t(`placeholder.${name}`),
    ...form.bind(name),
  });
  const shown = { ...form, formError: refusalText(form.formError, session.retryAfter, t) };
  return (
    <ContractForm form={shown} submitLabel={t('register.submit')}>
      <TextField {...field('account')} autoComplete="username" autoCapitalize="off" />
      <PasswordField {...field('password')} />
      <PasswordField {...field('confirmPassword')} />
      <TextField {...field('inviteCode')} autoCapitalize="off" />
    </ContractForm>
  );
}
