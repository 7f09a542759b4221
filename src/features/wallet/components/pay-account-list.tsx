import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import type { PayAccount, PayKind } from '../pay-accounts';
import { PAY_ROUTES } from '../pay-kinds';
import { usePayAccounts } from '../api/pay-accounts';
import { PayAccountActions } from './pay-account-actions';
import styles from './wallet.module.css';

/** The saved accounts of one kind (masked), each opening what can be done with it, and the way to add one. */
export function PayAccountList({ kind }: { kind: PayKind }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const accounts = usePayAccounts(kind);
  const items = accounts.data;
  const [chosen, setChosen] = useState<PayAccount | null>(null);
  return (
    <>
      {accounts.status === 'loading' && <ListSkeleton rows={3} />}
      {accounts.status === 'error' && (
        <ErrorState message={accounts.error?.msg} onRetry={() => void accounts.refetch()} />
      )}
      {items?.length === 0 && <EmptyState text={t(`payCard.none.${kind}`)} />}
      {items && items.length > 0 && (
        <List>
          {items.map((item) => (
            <List.Item
              key={item.id}
              description={item.detail}
              extra={item.isDefault && <Tag color="primary">{t('manage.default')}</Tag>}
              onClick={() => setChosen(item)}
            >
              {item.title}
            </List.Item>
          ))}
        </List>
      )}
      <PayAccountActions account={chosen} onClose={() => setChosen(null)} />
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(PAY_ROUTES[kind].add)}>
          {t(`payCard.add.${kind}`)}
        </Button>
      </div>
    </>
  );
}
