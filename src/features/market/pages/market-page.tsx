import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { HeaderLink } from '../../../components/header-link';
import { PageHeader } from '../../../components/page-header';
import { MarketList } from '../components/market-list';
import { QueryView } from '../../../components/query-view';
import { QuoteStatus } from '../../../components/quote-status';
import { useOnline } from '../../../lib/hooks/use-online';
import { useMarkets } from '../api/markets';

/** /market: every market's price and change, refreshed while visible. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const quotes = useMarkets();
  const online = useOnline();
  return (
    <>
      <PageHeader title={t('title')} right={<HeaderLink to="/market/dynatictable">{t('tableLink')}</HeaderLink>} />
      <QuoteStatus updatedAt={quotes.updatedAt} />
      <QueryView query={quotes}>
        {(markets) =>
          markets.length > 0 ? <MarketList markets={markets} stale={!online} /> : <EmptyState text={t('empty')} />
        }
      </QueryView>
    </>
  );
}
