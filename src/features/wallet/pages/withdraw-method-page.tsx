import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CallData } from '../../../../contract/calls';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import type { PayKind } from '../pay-accounts';
import { FundsStrip } from '../components/funds-strip';
import { WithdrawDone } from '../components/withdraw-done';
import { WithdrawForm } from '../components/withdraw-form';
import styles from '../components/wallet.module.css';
import { useConfig, useProfile } from '../../../lib/query/use-call';

/** One withdrawal destination's screen: the form, or first a way to set the trade password. */
export default function WithdrawMethodPage({ kind, titleKey }: { kind: PayKind; titleKey: string }) {
  const { t } = useTranslation('wallet');
  const config = useConfig();
  // read again as the screen opens: a trade password set since sign-in (another device, the API) counts at once
  const userInfo = useProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [done, setDone] = useState<CallData<'withdraw'> | null>(null);

  const finished = (result: CallData<'withdraw'>) => {
    setDone(result);
  };

  return (
    <>
      <PageHeader title={t(titleKey, { ns: 'common' })} />
      {!config || !userInfo ? (
        <ListSkeleton />
      ) : done ? (
        <WithdrawDone result={done} />
      ) : !userInfo.hasTradePassword ? (
        <Result
          status="info"
          title={t('withdraw.needTradePassword')}
          description={
            <Button
              color="primary"
              className={styles.resultButton}
              onClick={() => void navigate(`/my/usercenter/tradepassword?redirect=${encodeURIComponent(pathname)}`)}
            >
              {t('withdraw.setTradePassword')}
            </Button>
          }
        />
      ) : (
        <>
          <FundsStrip />
          <WithdrawForm kind={kind} config={config} onDone={finished} />
        </>
      )}
    </>
  );
}
