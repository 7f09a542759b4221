import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { deletePayAccount, updatePayAccount } from '../api/manage-pay-account';
import type { PayAccount } from '../pay-accounts';

interface Props {
  account: PayAccount | null;
  onClose: () => void;
}

/** What a member can do with a saved account: rename it, make it the default, delete it (each asked first). */
export function PayAccountActions({ account, onClose }: Props) {
  const { t } = useTranslation('wallet');
  if (!account) return null;
  const ref = { type: account.type, id: account.id };

  async function rename() {
    let label = account!.label;
    const ok = await confirm({
      title: t('manage.rename'),
      content: (
        <Input
          aria-label={t('manage.label')}
          placeholder={t('manage.labelPlaceholder')}
          defaultValue={label}
          maxLength={30}
          clearable
          onChange={(value) => (label = value)}
        />
      ),
      confirmText: t('manage.save'),
      cancelText: t('manage.cancel'),
    });
    if (ok && (await updatePayAccount({ ...ref, label })).ok) toast(t('manage.renamed'));
  }
  async function makeDefault() {
    if ((await updatePayAccount({ ...ref, isDefault: true })).ok) toast(t('manage.defaulted'));
  }
  async function remove() {
    const ok = await confirm({
      title: t('manage.deleteTitle'),
      content: t('manage.deleteContent', { name: account!.title }),
      confirmText: t('manage.delete'),
      cancelText: t('manage.cancel'),
    });
    if (ok && (await deletePayAccount(ref)).ok) toast(t('manage.deleted'));
  }

  return (
    <ActionSheet
      visible
      onClose={onClose}
      onAction={onClose}
      cancelText={t('manage.cancel')}
      extra={account.title}
      actions={[
        { key: 'rename', text: t('manage.rename'), onClick: () => void rename() },
        ...(account.isDefault
          ? []
          : [{ key: 'default', text: t('manage.makeDefault'), onClick: () => void makeDefault() }]),
        { key: 'delete', text: t('manage.delete'), danger: true, onClick: () => void remove() },
      ]}
    />
  );
}
