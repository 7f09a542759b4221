import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { HeaderLink } from '../../../components/header-link';
import { PageHeader } from '../../../components/page-header';
import { MarketList } from '../components/market-list';
import { PolledView } from '../../../components/polled-view';
import { QuoteStatus } from '../../../components/quote-status';
import { useMarkets } from '../hooks/use-markets';

/** /market: every market's price and change, refreshed while visible. */
export default function MarketPage() {
  const { t } = useTranslation('market');
  const quotes = useMarkets();
  return (
    <>
      <PageHeader title={t('title')} right={<HeaderLink to="/market/dynatictable">{t('tableLink')}</HeaderLink>} />
      <QuoteStatus online={quotes.online} updatedAt={quotes.updatedAt} />
      <PolledView polled={quotes}>
        {(markets) =>
          markets.length > 0 ? (
            <MarketList markets={markets} stale={!quotes.online} />
          ) : (
            <EmptyState text={t('empty')} />
          )
        }
      </PolledView>
    </>
  );
}
