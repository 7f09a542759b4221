import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/list-skeleton';
import { PageHeader } from '../../../components/page-header';
import { formatMoney } from '../../../../contract/figures';
import { FundsStrip } from '../components/funds-strip';
import { formatRate } from '../../../lib/format/rate';
import { useConfig } from '../../../lib/query/use-call';

/** The balances a withdrawal draws on and the rules it follows (limits and fee from config). */
export default function WithdrawBalancePage() {
  const { t } = useTranslation('wallet');
  const config = useConfig();
  return (
    <>
      <PageHeader title={t('title.withdrawBalance', { ns: 'common' })} />
      <FundsStrip />
      {!config ? (
        <ListSkeleton rows={3} />
      ) : (
        <List header={t('withdraw.rules')}>
          <List.Item extra={formatMoney(config.withdraw_min)}>{t('withdraw.min')}</List.Item>
          <List.Item extra={formatMoney(config.withdraw_max)}>{t('withdraw.max')}</List.Item>
          <List.Item extra={formatRate(config.withdraw_fee_rate)}>{t('withdraw.feeRate')}</List.Item>
          <List.Item description={t('withdraw.frozenHint')}>{t('withdraw.frozenTitle')}</List.Item>
        </List>
      )}
    </>
  );
}
