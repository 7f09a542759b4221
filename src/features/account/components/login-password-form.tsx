import { useTranslation } from 'react-i18next';
import { updatePasswordBody } from '../../../../contract/auth';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { confirmError, useContractForm } from '../../../lib/forms/use-contract-form';
import { updatePassword } from '../api/update-password';

const initial = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Old password, new password twice; the server signs every other device out. */
export function LoginPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useContractForm({
    schema: updatePasswordBody,
    initial,
    toInput: (v) => ({ oldPassword: v.oldPassword, newPassword: v.newPassword }),
    check: (v, message) =>
      confirmError('confirmPassword', v.confirmPassword, v.newPassword, message('v.confirmPassword')),
    send: (input) => updatePassword(input),
    onSuccess: onDone,
  });
  return (
    <ContractForm form={form} submitLabel={t('password.submit')}>
      <TextField
        type="password"
        label={t('password.oldPassword')}
        placeholder={t('password.oldPasswordPlaceholder')}
        autoComplete="current-password"
        {...form.bind('oldPassword')}
      />
      <TextField
        type="password"
        label={t('password.newPassword')}
        placeholder={t('password.newPasswordPlaceholder')}
        autoComplete="new-password"
        {...form.bind('newPassword')}
      />
      <TextField
        type="password"
        label={t('password.confirmPassword')}
        placeholder={t('password.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        {...form.bind('confirmPassword')}
      />
    </ContractForm>
  );
}
