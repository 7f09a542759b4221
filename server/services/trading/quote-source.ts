import { randomFillSync } from 'node:crypto';
import { everyInterval, rollUp, type Bar, type Interval } from './bars';

export interface MarketSpec {
  symbol: string;
  basePrice: string;
  decimals: number;
  /** the standard deviation of a one-second step, in millionths of the price */
  volatilityPpm: number;
}

/** A price at one second, in the market's smallest unit, and the units traded in that second. */
export interface Quote {
  price: number;
  volume: number;
}

/**
 * Where prices come from. Only the quote writer asks (services/trading/quote-writer.ts), once a second per market,
 * and stores the answers as ticks: every other reader reads what is stored. A real market feed implements
 * the same two calls (its last price; the exchange's history) and sets `simulated` false.
 */
export interface QuoteSource {
  readonly simulated: boolean;
  /** the market's quote at `second`, following the stored price `last` (undefined: the market's first tick) */
  tick(market: MarketSpec, second: number, last: number | undefined): Quote;
  /** the candles of each interval before the first tick (oldest first), ending at the price it starts from */
  history(market: MarketSpec, firstSecond: number, firstPrice: number): Record<Interval, Bar[]>;
}

/** The simulated history: minutes for the 1m and 5m charts (and the markets' 24 h), hours back to 100 days. */
const HISTORY_MINUTES = 2520;
const HISTORY_HOURS = 100 * 24;

const pool = Buffer.alloc(64 * 1024);
let used = pool.length;

/** 32 bits from the operating system's cryptographic generator (node:crypto), drawn in blocks. */
function random32(): number {
  if (used + 4 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const value = pool.readUInt32BE(used);
  used += 4;
  return value;
}

/** A standard normal number (Box–Muller on two 32-bit uniforms; u1 in (0, 1] so the log is finite). */
export function cryptoNormal(): number {
  const u1 = (random32() + 1) / 2 ** 32;
  const u2 = random32() / 2 ** 32;
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** Half away from zero: a step of +x and one of -x round to opposite integers, so up and down stay equally likely. */
const roundSymmetric = (x: number) => Math.sign(x) * Math.round(Math.abs(x));

export function baseUnits(market: Pick<MarketSpec, 'basePrice' | 'decimals'>): number {
  return parseUnits(market.basePrice, market.decimals);
}

/** "68000.5" with 2 decimals → 6800050 */
export function parseUnits(price: string, decimals: number): number {
  const negative = price.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? price.slice(1) : price).split('.');
  const units = Number(whole) * 10 ** decimals + Number(frac.padEnd(decimals, '0').slice(0, decimals) || '0');
  return negative ? -units : units;
}

/** One step of the walk from `price` with a standard deviation of `sigma` (a fraction of the price). */
function step(price: number, sigma: number): number {
  return Math.max(1, price + roundSymmetric(price * sigma * cryptoNormal()));
}

/**
 * The simulation: a random walk without drift whose every step is a fresh draw from node:crypto. Each
 * second's step is independent of every earlier one and of anything stored, so the past says nothing
 * about the next move, and no seed exists from which a future price could be computed.
 */
export const simulatedQuotes: QuoteSource = {
  simulated: true,
  tick(market, _second, last) {
    const price = last === undefined ? baseUnits(market) : step(last, market.volatilityPpm / 1e6);
    return { price, volume: random32() % 3 };
  },
  history(market, firstSecond, firstPrice) {
    const sigma = market.volatilityPpm / 1e6;
    // minutes back to a whole hour, then hours: each interval's candles roll up from the same walk
    const firstMinute = Math.floor(firstSecond / 60) * 60;
    const hourStart = Math.floor((firstMinute - HISTORY_MINUTES * 60) / 3600) * 3600;
    const minutes = walkBack(firstPrice, firstMinute, 60, (firstMinute - hourStart) / 60, sigma);
    const hours = walkBack(minutes[0]?.open ?? firstPrice, hourStart, 3600, HISTORY_HOURS, sigma);
    const recent = everyInterval(minutes);
    const hourly = [...hours, ...recent['1h']];
    return { '1m': recent['1m'], '5m': recent['5m'], '1h': hourly, '1d': rollUp(hourly, '1d') };
  },
};

/**
 * `count` bars of `size` seconds before `end`, oldest first, walked backwards from the price `close` with
 * the one-second volatility scaled to the bar (σ√size): each bar's open is a step away from its close.
 */
function walkBack(close: number, end: number, size: number, count: number, sigma: number): Bar[] {
  const barSigma = sigma * Math.sqrt(size);
  const out: Bar[] = [];
  for (let i = 1; i <= count; i++) {
    const open = step(close, barSigma);
    const reach = () => Math.abs(roundSymmetric(close * barSigma * cryptoNormal() * 0.5));
    out.push({
      start: end - i * size,
      open,
      high: Math.max(open, close) + reach(),
      low: Math.max(1, Math.min(open, close) - reach()),
      close,
      volume: Math.round(size * (0.5 + (random32() % 1000) / 1000)),
    });
    close = open;
  }
  return out.reverse();
}
