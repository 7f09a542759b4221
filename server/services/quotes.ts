import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { config } from '../db/schema';

/**
 * The simulated price feed. The price of a market at each whole second is a pure function of
 * (seed, symbol, second): smooth value noise over several time scales, in plain IEEE arithmetic
 * (no exp/cos), so every instance computes the same series, history never changes, and any past
 * second can be priced without storing ticks. The seed is stored once in the database.
 */
export interface Feed {
  seed: number;
}
export interface MarketSpec {
  symbol: string;
  basePrice: string;
  decimals: number;
}

const OCTAVES: ReadonlyArray<readonly [scaleSeconds: number, amplitude: number]> = [
  [7 * 86400, 0.12],
  [86400, 0.05],
  [4 * 3600, 0.022],
  [3600, 0.011],
  [900, 0.0055],
  [180, 0.0028],
  [30, 0.0012],
  [5, 0.0005],
];
/** calmer markets (FX) move less */
const VOLATILITY: Record<string, number> = { 'EUR/USD': 0.15, 'XAU/USD': 0.35 };

function hash32(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

function stringHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** value noise in [-1, 1] at position x (knots at integers), smoothstep between knots */
function noise(key: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const a = hash32(key, i) / 2147483648 - 1;
  const b = hash32(key, i + 1) / 2147483648 - 1;
  return a + (b - a) * f * f * (3 - 2 * f);
}

function baseUnits(market: MarketSpec): number {
  const [whole = '0', frac = ''] = market.basePrice.split('.');
  return Number(whole) * 10 ** market.decimals + Number(frac.padEnd(market.decimals, '0').slice(0, market.decimals));
}

/** The price at a whole second as an integer count of the market's smallest unit. */
export function priceUnits(feed: Feed, market: MarketSpec, second: number): number {
  const key = hash32(feed.seed, stringHash(market.symbol));
  const vol = VOLATILITY[market.symbol] ?? 1;
  let x = 0;
  OCTAVES.forEach(([scale, amplitude], k) => {
    x += amplitude * vol * noise(hash32(key, k), second / scale);
  });
  x += 0.0002 * vol * (hash32(key, second) / 2147483648 - 1);
  return Math.max(1, Math.round(baseUnits(market) * (1 + x)));
}

export function formatUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  if (decimals === 0) return `${sign}${abs}`;
  const scale = 10 ** decimals;
  return `${sign}${Math.trunc(abs / scale)}.${String(abs % scale).padStart(decimals, '0')}`;
}

/** Reads the feed's seed, creating it on the very first start (every instance then reads the same one). */
export async function loadFeed(db: Db): Promise<Feed> {
  await db
    .insert(config)
    .values({ key: 'quotes_seed', value: String(randomBytes(4).readUInt32BE(0)) })
    .onConflictDoNothing();
  const [row] = await db.select().from(config).where(eq(config.key, 'quotes_seed'));
  return { seed: Number(row?.value ?? 0) };
}

/** The simulated traded volume in a market's hour (an integer of units), also a pure function of time. */
export function hourVolume(feed: Feed, market: MarketSpec, hour: number): number {
  return 500 + (hash32(hash32(feed.seed, stringHash(market.symbol)) ^ 0x5bd1e995, hour) % 4500);
}
