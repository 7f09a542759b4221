import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { MarketChart } from '../../../components/market-chart/market-chart';
import { PageHeader } from '../../../components/page-header';
import { QuoteStatus } from '../../../components/quote-status';
import { QuoteSummary } from '../components/quote-summary';
import { RoomLinks } from '../components/room-links';
import { useMarkets } from '../api/markets';

/** /market/linechart?symbol=: one market's live quote and candlestick chart, and the rooms that trade it. */
export default function PriceChartPage() {
  const { t } = useTranslation('market');
  const symbol = useSearchParams()[0].get('symbol') ?? '';
  const quotes = useMarkets();
  const market = quotes.data?.find((m) => m.symbol === symbol);
  const unknown = symbol === '' || (quotes.data !== undefined && !market);
  return (
    <>
      <PageHeader title={market?.name ?? t('chartTitle')} />
      {unknown ? (
        <EmptyState text={t('unknownMarket')}>
          <Link to="/market">{t('allMarkets')}</Link>
        </EmptyState>
      ) : (
        <>
          <QuoteStatus updatedAt={quotes.updatedAt} />
          {market && <QuoteSummary market={market} />}
          <MarketChart symbol={symbol} />
          <RoomLinks symbol={symbol} />
        </>
      )}
    </>
  );
}
