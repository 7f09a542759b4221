import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import type { DepositMethod } from '../../../../contract/content';
import { rechargeBody } from '../../../../contract/wallet';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { amountToWire } from '../amount';
import { createRecharge } from '../api/create-recharge';

interface RechargeFormProps {
  method: DepositMethod;
  /** the server's answer and the amount as it was sent ("1234.50") */
  onDone: (result: CallData<'recharge'>, amount: string) => void;
}

const initial = { amount: '', reference: '' };

/** Amount and payment reference of a deposit by one channel. */
export function RechargeForm({ method, onDone }: RechargeFormProps) {
  const { t } = useTranslation('wallet');
  const form = useContractForm({
    schema: rechargeBody,
    initial,
    toInput: (v) => ({ method, amount: amountToWire(v.amount), reference: v.reference.trim() || undefined }),
    send: (input, key) => createRecharge(input, key),
    onSuccess: (result, v) => onDone(result, amountToWire(v.amount)),
  });
  return (
    <ContractForm form={form} submitLabel={t('deposit.submit')}>
      <TextField
        label={t('deposit.amount')}
        placeholder={t('deposit.amountPlaceholder')}
        inputMode="decimal"
        {...form.bind('amount')}
      />
      {/* a digital-currency deposit names its transaction hash, as the channel's instructions ask (contract/wallet) */}
      <TextField
        label={t(method === 'numbercard' ? 'deposit.txid' : 'deposit.reference')}
        placeholder={t(method === 'numbercard' ? 'deposit.txidPlaceholder' : 'deposit.referencePlaceholder')}
        {...form.bind('reference')}
      />
    </ContractForm>
  );
}
