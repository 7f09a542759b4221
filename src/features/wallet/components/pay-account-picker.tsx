import Button from 'antd-mobile/es/components/button';
import CheckList from 'antd-mobile/es/components/check-list';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import { AddIcon } from '../../../components/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import type { PayKind } from '../pay-accounts';
import { usePayAccounts } from '../api/pay-accounts';
import { AddPayAccount } from './add-pay-account';
import styles from './pay-account-picker.module.css';

interface PayAccountPickerProps {
  kind: PayKind;
  /** the chosen account's id ('' for none) */
  value: string;
  onChange: (id: string) => void;
}

/** Choose one saved card or wallet of a kind, or add one on the spot (it is then chosen). */
export function PayAccountPicker({ kind, value, onChange }: PayAccountPickerProps) {
  const { t } = useTranslation('wallet');
  const accounts = usePayAccounts(kind);
  const items = accounts.data;
  const [adding, setAdding] = useState(false);
  const preset = items?.length === 1 ? items[0] : items?.find((item) => item.isDefault);
  const first = preset ? String(preset.id) : undefined;
  // one saved account, or the default: it is the choice until the member picks another
  useEffect(() => {
    if (first && !value) onChange(first);
  }, [first, value, onChange]);

  const added = (id: number) => {
    setAdding(false);
    onChange(String(id));
  };

  return (
    <>
      {accounts.status === 'loading' && <ListSkeleton rows={2} />}
      {accounts.status === 'error' && (
        <ErrorState message={accounts.error?.msg} onRetry={() => void accounts.refetch()} />
      )}
      {items && (
        <CheckList
          value={value ? [value] : []}
          onChange={(selected) => selected[0] && onChange(String(selected[0]))}
          extra={(active) => <span className={active ? styles.radioOn : styles.radio} aria-hidden="true" />}
        >
          {items.map((item) => (
            <CheckList.Item key={item.id} value={String(item.id)} description={item.detail}>
              {item.title}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
      {items?.length === 0 && <p className={styles.none}>{t(`payCard.none.${kind}`)}</p>}
      <List>
        <List.Item prefix={<AddIcon />} onClick={() => setAdding(true)}>
          {t(`payCard.add.${kind}`)}
        </List.Item>
      </List>
      <Popup visible={adding} onMaskClick={() => setAdding(false)} bodyClassName={styles.sheet} destroyOnClose>
        <div className={styles.sheetHeader}>
          <h2 className={styles.sheetTitle}>{t(`payCard.add.${kind}`)}</h2>
          <Button fill="none" size="small" onClick={() => setAdding(false)}>
            {t('cancel')}
          </Button>
        </div>
        <AddPayAccount kind={kind} onAdded={added} />
      </Popup>
    </>
  );
}
