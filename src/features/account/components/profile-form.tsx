import { useTranslation } from 'react-i18next';
import { updateUserInfoBody } from '../../../../contract/auth';
import { type UserInfo } from '../../../../contract/member';
import { ContractForm, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { updateUserInfo } from '../api/update-user-info';

const FIELDS = [
  { name: 'nickname', inputMode: 'text', autoComplete: 'nickname' },
  { name: 'realName', inputMode: 'text', autoComplete: 'name' },
  { name: 'phone', inputMode: 'tel', autoComplete: 'tel' },
  { name: 'email', inputMode: 'email', autoComplete: 'email' },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/** Edits the profile; only what changed is sent (nothing changed → the contract's "nothing to update"). */
export function ProfileForm({ userInfo, onDone }: { userInfo: UserInfo; onDone: () => void }) {
  const { t } = useTranslation('account');
  const initial: Record<Name, string> = {
    nickname: userInfo.nickname,
    realName: userInfo.realName,
    phone: userInfo.phone,
    email: userInfo.email,
  };
  const form = useContractForm({
    schema: updateUserInfoBody,
    initial,
    toInput: (v) =>
      Object.fromEntries(
        FIELDS.filter(({ name }) => v[name] !== initial[name]).map(({ name }) => [name, v[name].trim()]),
      ),
    send: (input) => updateUserInfo(input),
    onSuccess: onDone,
  });
  return (
    <ContractForm form={form} submitLabel={t('profile.save')}>
      {FIELDS.map(({ name, inputMode, autoComplete }) => (
        <TextField
          key={name}
          label={t(`info.${name}`)}
          placeholder={t(`profile.${name}Placeholder`)}
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...form.bind(name)}
        />
      ))}
    </ContractForm>
  );
}
