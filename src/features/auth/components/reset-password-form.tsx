import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetPasswordBody } from '../../../../contract/auth';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { PasswordField } from '../../../lib/forms/password-field';
import { refusalText } from './refusal-text';

type Name = 'account' | 'code' | 'password' | 'confirmPassword';

/**
 * A forgotten password: the account, the one-time code customer service read out, and a new password; then to
 * the sign-in form (keeping the wanted path), every earlier session of the member ended by the server.
 */
export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [retryAfter, setRetryAfter] = useState<number | undefined>();
  const form = useContractForm({
    schema: resetPasswordBody,
    initial: { account: '', code: '', password: '', confirmPassword: '' },
    toInput: (values) => ({ ...values, account: values.account.trim() }),
    send: async (input) => {
      const result = await resetPassword(input);
      setRetryAfter(result.ok ? undefined : result.retryAfter);
      return result;
    },
    onSuccess: () => {
      toast(t('reset.done'));
      void navigate({ pathname: '/auth/login', search }, { replace: true });
    },
  });
  const field = (name: Name) => ({ label: t(`field.${name}`), ...form.bind(name) });
  const shown = { ...form, formError: refusalText(form.formError, retryAfter, t) };
  return (
    <ContractForm form={shown} submitLabel={t('reset.submit')}>
      <TextField
        {...field('account')}
        placeholder={t('placeholder.account')}
        autoComplete="username"
        autoCapitalize="off"
      />
      <TextField
        {...field('code')}
        placeholder={t('placeholder.code')}
        autoComplete="one-time-code"
        autoCapitalize="characters"
      />
      <PasswordField {...field('password')} placeholder={t('placeholder.password')} />
      <PasswordField {...field('confirmPassword')} placeholder={t('placeholder.confirmPassword')} />
    </ContractForm>
  );
}
