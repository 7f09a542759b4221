import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { BalanceBreakdown } from '../components/balance-breakdown';

/** /trade/totalbalance2: available, frozen and fixed-term balances. */
export default function BalanceOverviewPage() {
  const { t } = useTranslation('trade');
  return (
    <>
      <PageHeader title={t('balance.breakdown')} />
      <BalanceBreakdown />
    </>
  );
}
