import * as z from 'zod/mini';
import { idSchema, isoTimeSchema, pageOf, pageQuery } from './envelope';
import { moneyString } from './money';

export const DEPOSIT_METHODS = ['numbercard', 'metalcard', 'hkbankcard', 'bankcard'] as const;
export const depositMethod = z.enum(DEPOSIT_METHODS, { error: 'v.method' });
export type DepositMethod = z.infer<typeof depositMethod>;

export const configData = z.object({
  img_url: z.string(),
  kefu_link: z.string(),
  kefu_link2: z.string(),
  site_name: z.string(),
  download_url: z.string(),
  /** e.g. "0.005" = 0.5 % of the amount, rounded half up to the cent */
  withdraw_fee_rate: z.string(),
  withdraw_min: moneyString,
  withdraw_max: moneyString,
  /** hours a payout account added without the trade password or a passkey waits before it receives withdrawals */
  payout_cooling_hours: z.number(),
  /** true when market quotes come from the demo simulation: screens must say so */
  quotes_simulated: z.boolean(),
  /** customer service's channels, each hidden where empty: a chat link (http/https), a phone, an email, the hours */
  service_chat_link: z.string(),
  service_phone: z.string(),
  service_email: z.string(),
  service_hours: z.string(),
  /** the digital-currency deposit: the address members pay to (empty: the channel's own text) and its network */
  crypto_deposit_address: z.string(),
  crypto_deposit_network: z.string(),
  deposit_channels: z.array(
    z.object({ method: depositMethod, title: z.string(), instructions: z.string(), account: z.string() }),
  ),
});
export type Config = z.infer<typeof configData>;

export const listBody = z.object({ ...pageQuery });

export const carouselItem = z.object({ id: idSchema, image: z.string() });
export const noticeItem = z.object({ id: idSchema, content: z.string() });
export const adItem = z.object({ id: idSchema, content: z.string() });

export const NEWS_CATEGORIES = ['rewards', 'insights', 'guides'] as const;
export const newsCategory = z.enum(NEWS_CATEGORIES, { error: 'v.category' });
export type NewsCategory = z.infer<typeof newsCategory>;

export const newsBody = z.object({ category: z.optional(newsCategory), ...pageQuery });
export const newsItem = z.object({
  id: idSchema,
  category: newsCategory,
  title: z.string(),
  /** plain text in lists; sanitized HTML in the detail (`/api/new`) */
  content: z.string(),
  cover: z.optional(z.string()),
  createdAt: isoTimeSchema,
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsDetailBody = z.object({ id: idSchema });

export const carouselPage = pageOf(carouselItem);
export const noticePage = pageOf(noticeItem);
export const adPage = pageOf(adItem);
export const newsPage = pageOf(newsItem);

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * An image path from the server: absolute URLs as they are, others under the config's `img_url`. The app's
 * carousel and the server's home page shell both build banner URLs with it.
 */
export function imageUrl(base: string, image: string): string {
  if (ABSOLUTE.test(image)) return image;
  return `${base.replace(/\/+$/, '')}/${image.replace(/^\/+/, '')}`;
}
