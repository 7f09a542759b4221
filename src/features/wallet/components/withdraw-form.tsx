import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config } from '../../../../contract/content';
import { withdrawBody, withdrawMove } from '../../../../contract/wallet';
import type { CallData, CallInput } from '../../../../contract/calls';
import { ContractForm, FormField, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { balanceAtom } from '../../../lib/state/app.atoms';
import { PayAccountPicker } from './pay-account-picker';
import { CoolingNotice } from './cooling-notice';
import { TradePasswordField } from '../../../lib/forms/trade-password-field';
import type { PayKind } from '../pay-accounts';
import { amountToWire } from '../amount';
import { createWithdrawal } from '../api/create-withdrawal';
import { withdrawAmountError } from '../withdraw-rules';
import { WithdrawQuoteView } from './withdraw-quote-view';

interface WithdrawFormProps {
  kind: PayKind;
  config: Config;
  onDone: (result: CallData<'withdraw'>) => void;
}

const initial = { target: '', amount: '', tradePassword: '' };

// passkeys (WebAuthn) load with this screen, never with the app's first load
const PasskeyChoice = lazy(() => import('../../../components/passkeys/passkey-choice'));
const approveWithPasskey = (
  ...args: Parameters<typeof import('../../../lib/passkeys/api/passkey-client').approveWithdrawal>
) => import('../../../lib/passkeys/api/passkey-client').then(({ approveWithdrawal }) => approveWithdrawal(...args));

/**
 * Amount to a saved card or wallet, fee and totals as you type, confirmed with the trade password or, for a
 * member with one, a passkey (the keypad stays the fallback).
 */
export function WithdrawForm({ kind, config, onDone }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const balance = useAtomValue(balanceAtom);
  const [withPasskey, setWithPasskey] = useState(false);
  const form = useContractForm({
    schema: withPasskey ? withdrawMove : withdrawBody,
    initial,
    toInput: (v) => ({
      amount: amountToWire(v.amount),
      to: { type: kind === 'wallet' ? ('wallet' as const) : ('card' as const), id: Number(v.target) },
      ...(withPasskey ? {} : { tradePassword: v.tradePassword }),
    }),
    check: (v) => {
      const amount = withdrawAmountError(v.amount, config, balance, t);
      return { ...(v.target ? {} : { 'to.id': t('withdraw.chooseTarget') }), ...(amount ? { amount } : {}) };
    },
    send: (input, key) =>
      withPasskey ? approveWithPasskey(input, key) : createWithdrawal(input as CallInput<'withdraw'>, key),
    onSuccess: onDone,
  });
  const target = form.bind('target');
  return (
    <ContractForm form={form} submitLabel={t(withPasskey ? 'withdraw.passkey.approve' : 'withdraw.submit')}>
      <FormField label={t('withdraw.to')} error={form.errors['to.id'] ?? form.errors.to}>
        <PayAccountPicker kind={kind} value={target.value} onChange={target.onChange} />
        <CoolingNotice kind={kind} target={target.value} />
      </FormField>
      <TextField
        label={t('withdraw.amount')}
        placeholder={t('withdraw.amountPlaceholder')}
        inputMode="decimal"
        {...form.bind('amount')}
      />
      <WithdrawQuoteView text={form.values.amount} config={config} />
      {!withPasskey && <TradePasswordField label={t('withdraw.tradePassword')} {...form.bind('tradePassword')} />}
      <Suspense fallback={null}>
        <PasskeyChoice on={withPasskey} onChange={setWithPasskey} />
      </Suspense>
    </ContractForm>
  );
}
