import { lazy, memo, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVALS } from '../../../contract/market';
import { EmptyState } from '../empty-state';
import { useOnline } from '../../lib/hooks/use-online';
import { QueryView } from '../query-view';
import { useCandles, type Interval } from './api/candles';
import styles from './market-chart.module.css';

const CandleChart = lazy(() => import('./candle-chart'));

/** A market's candlestick chart with its interval picker; live while the page is visible. */
export const MarketChart = memo(function MarketChart({
  symbol,
  compact = false,
}: {
  symbol: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('market');
  const [interval, choose] = useState<Interval>('1m');
  const candles = useCandles(symbol, interval);
  const online = useOnline();
  const placeholder = <div className={compact ? styles.compactPlaceholder : styles.placeholder} aria-busy="true" />;
  return (
    <section className={styles.box} aria-label={t('chartLabel', { symbol })}>
      <div className={styles.intervals} role="tablist">
        {INTERVALS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={value === interval}
            className={value === interval ? styles.active : undefined}
            onClick={() => choose(value)}
          >
            {t(`interval.${value}`)}
          </button>
        ))}
      </div>
      <div className={online ? undefined : styles.stale}>
        <QueryView query={candles} rows={3}>
          {(set) =>
            set.candles.length > 0 ? (
              <Suspense fallback={placeholder}>
                <CandleChart
                  candles={set.candles}
                  dataKey={set.key}
                  label={t('chartLabel', { symbol })}
                  compact={compact}
                />
              </Suspense>
            ) : (
              <EmptyState text={t('noCandles')} />
            )
          }
        </QueryView>
      </div>
      <a className={styles.attribution} href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {t('chartAttribution')}
      </a>
    </section>
  );
});
