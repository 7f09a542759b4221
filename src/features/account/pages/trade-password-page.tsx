import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { wantedPath } from '../../../lib/navigation';
import { useProfile } from '../../../lib/query/use-call';
import { toast } from '../../../lib/toast';
import { ChangeTradePasswordForm } from '../components/change-trade-password-form';
import { SetTradePasswordForm } from '../components/set-trade-password-form';
import styles from './account-pages.module.css';

/** Sets the first trade password or changes it; returns to where it was asked for (a withdrawal). */
export default function TradePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { search } = useLocation();
  const userInfo = useProfile();
  // the write has read the profile again (hasTradePassword) before it resolved
  const done = () => {
    toast(t(userInfo?.hasTradePassword ? 'trade.changed' : 'trade.set'));
    // a changed one: the passkeys approve withdrawals in its place, listed to review (user-center-page)
    const state = userInfo?.hasTradePassword ? { reviewPasskeys: true } : undefined;
    void navigate(wantedPath(search, '/my/usercenter'), { replace: true, state });
  };
  return (
    <>
      <PageHeader title={t('title.tradePassword', { ns: 'common' })} />
      {!userInfo ? (
        <ListSkeleton />
      ) : userInfo.hasTradePassword ? (
        <>
          <p className={styles.hint}>{t('trade.changeHint')}</p>
          <ChangeTradePasswordForm onDone={done} />
        </>
      ) : (
        <>
          <p className={styles.hint}>{t('trade.setHint')}</p>
          <SetTradePasswordForm onDone={done} />
        </>
      )}
    </>
  );
}
