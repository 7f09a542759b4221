import { useTranslation } from 'react-i18next';
import { updatePasswordBody } from '../../../../contract/auth';
import { PasswordField } from '../../../lib/forms/password-field';
import { ContractForm, labelled } from '../../../lib/forms/form-parts';
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
      <PasswordField current {...labelled(t, 'password.oldPassword')} {...form.bind('oldPassword')} />
      <PasswordField {...labelled(t, 'password.newPassword')} {...form.bind('newPassword')} />
      <PasswordField {...labelled(t, 'password.confirmPassword')} {...form.bind('confirmPassword')} />
    </ContractForm>
  );
}
