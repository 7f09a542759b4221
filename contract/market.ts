import * as z from 'zod/mini';
import { idSchema, isoTimeSchema, noControlChars } from './envelope';
import { moneyString } from './money';

/** Prices are decimal strings (not money: any number of decimals). */
export const priceString = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const marketItem = z.object({
  symbol: z.string(),
  name: z.string(),
  price: priceString,
  change: priceString,
  changePct: priceString,
  high: priceString,
  low: priceString,
  volume: priceString,
  /** time of the last tick */
  time: isoTimeSchema,
});
export type Market = z.infer<typeof marketItem>;
export const marketsData = z.array(marketItem);

export const INTERVALS = ['1m', '5m', '1h', '1d'] as const;
export const klineBody = z.object({
  symbol: z
    .string({ error: 'v.symbol' })
    .check(z.minLength(1, { error: 'v.symbol' }), z.maxLength(20, { error: 'v.symbol' }), noControlChars),
  interval: z.enum(INTERVALS, { error: 'v.interval' }),
  limit: z.optional(z.int().check(z.gte(1, { error: 'v.limit' }), z.lte(500, { error: 'v.limit' }))),
});
export const candle = z.object({
  time: isoTimeSchema,
  open: priceString,
  high: priceString,
  low: priceString,
  close: priceString,
});
export type Candle = z.infer<typeof candle>;
export const klineData = z.array(candle);

export const roomItem = z.object({
  id: idSchema,
  symbol: z.string(),
  name: z.string(),
  periodSeconds: z.int(),
  /** "0.85": a won order returns stake × (1 + payoutRate) */
  payoutRate: z.string(),
  minStake: moneyString,
  maxStake: moneyString,
});
export type Room = z.infer<typeof roomItem>;
export const roomsData = z.array(roomItem);
