import { useTranslation } from 'react-i18next';
import { addTradePasswordBody } from '../../../../contract/auth';
import { PasswordField } from '../../../lib/forms/password-field';
import { ContractForm, labelled } from '../../../lib/forms/form-parts';
import { TradePasswordField } from '../../../lib/forms/trade-password-field';
import { confirmError, useContractForm } from '../../../lib/forms/use-contract-form';
import { addTradePassword } from '../api/add-trade-password';

const initial = { password: '', tradePassword: '', confirmTradePassword: '' };

/** The first trade password: six digits twice, confirmed with the login password. */
export function SetTradePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useContractForm({
    schema: addTradePasswordBody,
    initial,
    toInput: (v) => ({ password: v.password, tradePassword: v.tradePassword }),
    check: (v, message) =>
      confirmError('confirmTradePassword', v.confirmTradePassword, v.tradePassword, message('v.confirmPassword')),
    send: (input) => addTradePassword(input),
    onSuccess: onDone,
  });
  return (
    <ContractForm form={form} submitLabel={t('trade.submitSet')}>
      <PasswordField current {...labelled(t, 'trade.loginPassword')} {...form.bind('password')} />
      <TradePasswordField label={t('trade.tradePassword')} {...form.bind('tradePassword')} />
      <TradePasswordField label={t('trade.confirm')} {...form.bind('confirmTradePassword')} />
    </ContractForm>
  );
}
