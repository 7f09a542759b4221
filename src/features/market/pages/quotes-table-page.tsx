import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { PolledView } from '../../../components/polled-view';
import { QuoteStatus } from '../../../components/quote-status';
import { QuoteTable } from '../components/quote-table';
import { useMarkets } from '../hooks/use-markets';

/** /market/dynatictable: the live table of quotes. */
export default function QuotesTablePage() {
  const { t } = useTranslation('market');
  const quotes = useMarkets();
  return (
    <>
      <PageHeader title={t('tableTitle')} />
      <QuoteStatus online={quotes.online} updatedAt={quotes.updatedAt} />
      <PolledView polled={quotes}>
        {(markets) =>
          markets.length > 0 ? (
            <QuoteTable markets={markets} stale={!quotes.online} />
          ) : (
            <EmptyState text={t('empty')} />
          )
        }
      </PolledView>
    </>
  );
}
