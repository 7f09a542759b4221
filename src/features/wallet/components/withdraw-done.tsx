import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallData } from '../../../../contract/calls';
import { formatMoney } from '../../../../contract/figures';
import { TellMeWhenDecided } from '../../../components/push/lazy-notify-when-decided';
import { FundsStrip } from './funds-strip';
import styles from './wallet.module.css';

/** The withdrawal is pending review: amount and fee now wait in frozen, as the refreshed figures show. */
export function WithdrawDone({ result }: { result: CallData<'withdraw'> }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  return (
    <>
      <Result
        status="waiting"
        title={t('withdraw.done')}
        description={t('withdraw.doneDesc', { amount: formatMoney(result.amount), fee: formatMoney(result.fee) })}
      />
      <FundsStrip />
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(`/my/withdrawrecord/detail?key=${result.key}`)}>
          {t('withdraw.viewRecord')}
        </Button>
        <TellMeWhenDecided kind="withdrawal" />
        <Button block onClick={() => void navigate('/my')}>
          {t('backMy')}
        </Button>
      </div>
    </>
  );
}
