import type { Db } from '../../db/client';
import { marketSummaries } from './candles';
import { passEvent } from '../platform/events';

/** Markets per `quotes` event: a NOTIFY payload stays far below PostgreSQL's 8000 bytes. */
const MARKETS_PER_EVENT = 20;

/** Tells the apps on a market screen every market's summary (the `markets` call's numbers) after new ticks. */
export async function passQuotes(db: Db, now: Date): Promise<void> {
  const quotes = (await marketSummaries(db, now)).map(({ market, ...summary }) => ({
    symbol: market.symbol,
    ...summary,
  }));
  for (let i = 0; i < quotes.length; i += MARKETS_PER_EVENT) {
    await passEvent(db, 'quotes', 'markets', { quotes: quotes.slice(i, i + MARKETS_PER_EVENT) });
  }
}
