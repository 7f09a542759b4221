import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CallData } from '../../../../contract/calls';
import { formatMoney } from '../../../../contract/figures';
import { TellMeWhenDecided } from '../../../components/push/lazy-notify-when-decided';
import styles from './wallet.module.css';

interface RechargeDoneProps {
  result: CallData<'recharge'>;
  amount: string;
  onAgain: () => void;
}

/** Approved at once (demo) or waiting for an operator; either way a link to the record. */
export function RechargeDone({ result, amount, onAgain }: RechargeDoneProps) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const approved = result.status === 'approved';
  return (
    <>
      <Result
        status={approved ? 'success' : 'waiting'}
        title={t(approved ? 'deposit.approved' : 'deposit.pending')}
        description={t(approved ? 'deposit.approvedDesc' : 'deposit.pendingDesc', { amount: formatMoney(amount) })}
      />
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(`/my/rechargerecord/detail?key=${result.key}`)}>
          {t('deposit.viewRecord')}
        </Button>
        {!approved && <TellMeWhenDecided kind="recharge" />}
        <Button block onClick={onAgain}>
          {t('deposit.again')}
        </Button>
      </div>
    </>
  );
}
