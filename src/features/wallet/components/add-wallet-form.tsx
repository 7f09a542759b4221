import { useState } from 'react';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import { addWalletBody, CHAINS, type Wallet } from '../../../../contract/wallet';
import { ContractForm, FormField, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { addWallet } from '../api/add-wallet';
import { AddApprovalField, approval, passkeyClient, saidWhenCancelled } from './add-approval-field';

const initial = { chain: 'TRC20', address: '', label: '', tradePassword: '' };
const isChain = (value: string): value is (typeof CHAINS)[number] => (CHAINS as readonly string[]).includes(value);

/** Adds a digital-currency wallet: the chain decides the address format (TRC20 T…, ERC20 0x…). */
export function AddWalletForm({ onAdded }: { onAdded: (wallet: Wallet) => void }) {
  const { t } = useTranslation('wallet');
  const [withPasskey, setWithPasskey] = useState(false);
  const form = useContractForm({
    schema: addWalletBody,
    initial,
    toInput: (v) => ({
      chain: isChain(v.chain) ? v.chain : 'TRC20',
      address: v.address.trim(),
      label: v.label.trim() || undefined,
      ...(withPasskey ? {} : approval(v.tradePassword)),
    }),
    send: async (input) =>
      withPasskey
        ? saidWhenCancelled(await (await passkeyClient()).addWalletWithPasskey(input), t('withdraw.passkey.cancelled'))
        : addWallet(input),
    onSuccess: onAdded,
  });
  const chain = form.bind('chain');
  return (
    <ContractForm form={form} submitLabel={t('walletForm.save')}>
      <FormField label={t('walletForm.chain')} error={chain.error}>
        <Selector
          aria-label={t('walletForm.chain')}
          options={CHAINS.map((value) => ({ label: value, value }))}
          value={[chain.value]}
          onChange={(selected) => selected[0] && chain.onChange(selected[0])}
        />
      </FormField>
      <TextField
        label={t('walletForm.address')}
        placeholder={t(chain.value === 'ERC20' ? 'walletForm.addressErc20' : 'walletForm.addressTrc20')}
        autoCapitalize="off"
        autoCorrect="off"
        {...form.bind('address')}
      />
      <TextField label={t('walletForm.label')} placeholder={t('walletForm.labelPlaceholder')} {...form.bind('label')} />
      <AddApprovalField {...form.bind('tradePassword')} withPasskey={withPasskey} onPasskey={setWithPasskey} />
    </ContractForm>
  );
}
