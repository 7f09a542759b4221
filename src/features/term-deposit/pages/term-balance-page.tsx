import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { formatMoney } from '../../../../contract/figures';
import { toast } from '../../../lib/toast';
import { AvailableBalance } from '../components/available-balance';
import { PositionRow } from '../components/position-row';

/** /deposit/totalbalance: the member's term positions with maturity countdowns; move out. */
export default function TermBalancePage() {
  const { t } = useTranslation('term');
  return (
    <>
      <PageHeader title={t('positionsTitle')} />
      <AvailableBalance />
      <PagedList
        call="termPositions"
        filters={{}}
        itemKey={(p) => p.id}
        emptyText={t('noPositions')}
        renderItem={(p) => (
          <PositionRow
            position={p}
            onMovedOut={(done) => {
              toast(t('moveOut.done', { amount: formatMoney(done.amount), interest: formatMoney(done.interest) }));
            }}
          />
        )}
      />
    </>
  );
}
