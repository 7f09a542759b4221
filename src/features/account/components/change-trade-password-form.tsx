import { useTranslation } from 'react-i18next';
import { updateTradePasswordBody } from '../../../../contract/auth';
import { ContractForm } from '../../../lib/forms/form-parts';
import { TradePasswordField } from '../../../lib/forms/trade-password-field';
import { confirmError, useContractForm } from '../../../lib/forms/use-contract-form';
import { updateTradePassword } from '../api/update-trade-password';

const initial = { oldTradePassword: '', newTradePassword: '', confirmTradePassword: '' };

/** The current trade password, then the new one twice. */
export function ChangeTradePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const form = useContractForm({
    schema: updateTradePasswordBody,
    initial,
    toInput: (v) => ({ oldTradePassword: v.oldTradePassword, newTradePassword: v.newTradePassword }),
    check: (v, message) =>
      confirmError('confirmTradePassword', v.confirmTradePassword, v.newTradePassword, message('v.confirmPassword')),
    send: (input) => updateTradePassword(input),
    onSuccess: onDone,
  });
  return (
    <ContractForm form={form} submitLabel={t('trade.submitChange')}>
      <TradePasswordField label={t('trade.oldTradePassword')} {...form.bind('oldTradePassword')} />
      <TradePasswordField label={t('trade.newTradePassword')} {...form.bind('newTradePassword')} />
      <TradePasswordField label={t('trade.confirmTradePassword')} {...form.bind('confirmTradePassword')} />
    </ContractForm>
  );
}
