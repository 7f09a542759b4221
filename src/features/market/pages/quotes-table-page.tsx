import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { QuoteStatus } from '../../../components/quote-status';
import { QuoteTable } from '../components/quote-table';
import { useOnline } from '../../../lib/hooks/use-online';
import { useMarkets } from '../api/markets';

/** /market/dynatictable: the live table of quotes. */
export default function QuotesTablePage() {
  const { t } = useTranslation('market');
  const quotes = useMarkets();
  const online = useOnline();
  return (
    <>
      <PageHeader title={t('tableTitle')} />
      <QuoteStatus updatedAt={quotes.updatedAt} />
      <QueryView query={quotes}>
        {(markets) =>
          markets.length > 0 ? <QuoteTable markets={markets} stale={!online} /> : <EmptyState text={t('empty')} />
        }
      </QueryView>
    </>
  );
}
