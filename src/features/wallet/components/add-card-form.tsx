import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addCardBody, type Card, type CardKind } from '../../../../contract/wallet';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { addCard } from '../api/add-card';
import { AddApprovalField, approval, passkeyClient, saidWhenCancelled } from './add-approval-field';

interface AddCardFormProps {
  kind: CardKind;
  onAdded: (card: Card) => void;
}

const initial = { bankName: '', holder: '', number: '', branch: '', tradePassword: '' };

/** Adds a bank card or a Hong Kong bank card; the number is sent as digits (spaces people type dropped). */
export function AddCardForm({ kind, onAdded }: AddCardFormProps) {
  const { t } = useTranslation('wallet');
  const [withPasskey, setWithPasskey] = useState(false);
  const form = useContractForm({
    schema: addCardBody,
    initial,
    toInput: (v) => ({
      kind,
      bankName: v.bankName,
      holder: v.holder,
      number: v.number.replace(/[\s-]/g, ''),
      branch: v.branch.trim() || undefined,
      ...(withPasskey ? {} : approval(v.tradePassword)),
    }),
    send: async (input) =>
      withPasskey
        ? saidWhenCancelled(await (await passkeyClient()).addCardWithPasskey(input), t('withdraw.passkey.cancelled'))
        : addCard(input),
    onSuccess: onAdded,
  });
  return (
    <ContractForm form={form} submitLabel={t('card.save')}>
      <TextField label={t('card.bankName')} placeholder={t('card.bankNamePlaceholder')} {...form.bind('bankName')} />
      <TextField
        label={t('card.holder')}
        placeholder={t('card.holderPlaceholder')}
        autoComplete="cc-name"
        {...form.bind('holder')}
      />
      <TextField
        label={t('card.number')}
        placeholder={t('card.numberPlaceholder')}
        inputMode="numeric"
        autoComplete="cc-number"
        {...form.bind('number')}
      />
      <TextField label={t('card.branch')} placeholder={t('card.branchPlaceholder')} {...form.bind('branch')} />
      <AddApprovalField {...form.bind('tradePassword')} withPasskey={withPasskey} onPasskey={setWithPasskey} />
    </ContractForm>
  );
}
