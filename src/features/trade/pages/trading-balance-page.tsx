import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { BalanceBlock } from '../components/balance-block';

/** /trade/totalbalance: the member's available balance. */
export default function TradingBalancePage() {
  const { t } = useTranslation('trade');
  return (
    <>
      <PageHeader title={t('balance.available')} />
      <BalanceBlock />
    </>
  );
}
