import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEPOSIT_METHODS } from '../../contract/content';
import type { Db } from './client';
import {
  ads,
  carousels,
  depositChannels,
  markets,
  members,
  news,
  notices,
  recharges,
  rooms,
  termProducts,
} from './schema';
import { setConfig } from '../services/platform/config';
import { localized } from '../services/content/localized';
import { createMember } from '../services/members/members';
import { reviewRecharge } from '../services/money/reviews';
import { DEMO_ACTOR } from '../services/operators/audit';
import { createOperator } from '../services/operators/operator-accounts';
import { sanitizeHtml } from '../services/content/sanitize';

export const DEMO_ACCOUNT = 'demo';
export const DEMO_PASSWORD = 'demo1234';
/** The demo's operator of the console at /admin (an admin; enrols an authenticator app at first sign-in). */
export const DEMO_OPERATOR = 'operator';
export const DEMO_OPERATOR_PASSWORD = 'operator1234';
const DEMO_BALANCE_CENTS = 10_000_00;

type Texts = { 'zh-Hant': string; en: string };

/** Demo texts in zh-Hant and English; zh-Hans is converted from zh-Hant as the seed writes them (OpenCC). */
const CHANNEL_TEXT: Record<(typeof DEPOSIT_METHODS)[number], { title: Texts; instructions: Texts; account: Texts }> = {
  numbercard: {
    title: { 'zh-Hant': '數字貨幣入金', en: 'Digital currency' },
    instructions: {
      'zh-Hant': '轉帳後請填寫交易哈希（TxID），審核後到帳。',
      en: 'After the transfer, enter its transaction hash (TxID); the amount arrives once reviewed.',
    },
    // shown only while the crypto_deposit_address setting is empty (the seed sets one)
    account: { 'zh-Hant': '請聯絡客服索取收款地址', en: 'Ask customer service for the address to pay to' },
  },
  metalcard: {
    title: { 'zh-Hant': '金屬卡入金', en: 'Metal card' },
    instructions: {
      'zh-Hant': '請使用本人金屬卡轉帳，並保留收據。',
      en: 'Transfer from a metal card in your own name and keep the receipt.',
    },
    account: { 'zh-Hant': '示範金屬卡 6200 0000 0000 0002', en: 'Demo metal card 6200 0000 0000 0002' },
  },
  hkbankcard: {
    title: { 'zh-Hant': '香港銀行卡入金', en: 'Hong Kong bank card' },
    instructions: {
      'zh-Hant': '支援 FPS 轉數快，備註請填寫帳號。',
      en: 'FPS transfers are accepted; put your account name in the remark.',
    },
    account: { 'zh-Hant': '示範銀行（香港）012-345678-001', en: 'Demo Bank (Hong Kong) 012-345678-001' },
  },
  bankcard: {
    title: { 'zh-Hant': '銀行卡入金', en: 'Bank card' },
    instructions: {
      'zh-Hant': '請於工作日轉帳，一般 30 分鐘內到帳。',
      en: 'Transfer on a working day; it usually arrives within 30 minutes.',
    },
    account: { 'zh-Hant': '示範銀行 6222 0000 0000 0003', en: 'Demo Bank 6222 0000 0000 0003' },
  },
};

const NEWS: Array<{ category: 'rewards' | 'insights' | 'guides'; title: Texts; html: Texts }> = [
  {
    category: 'rewards',
    title: { 'zh-Hant': '新會員專享：首次入金禮遇', en: 'For new members: a first-deposit welcome' },
    html: {
      'zh-Hant': '<p>完成首次入金即可參加<strong>新會員禮遇</strong>活動。</p><p>詳情請留意站內公告。</p>',
      en: '<p>Make your first deposit to join the <strong>new-member welcome</strong>.</p><p>Watch the notices for details.</p>',
    },
  },
  {
    category: 'rewards',
    title: { 'zh-Hant': '定期存款加息週', en: 'Fixed-term rate week' },
    html: {
      'zh-Hant': '<p>本週定期產品年化利率上調，<em>名額有限</em>。</p>',
      en: '<p>This week the fixed-term products pay a higher annual rate, <em>while places last</em>.</p>',
    },
  },
  {
    category: 'insights',
    title: { 'zh-Hant': '本週市場回顧：黃金高位震盪', en: 'The week in markets: gold swings near its high' },
    html: {
      'zh-Hant': '<p>黃金本週於高位區間震盪，市場關注通脹數據。</p><ul><li>美元指數走弱</li><li>避險需求持續</li></ul>',
      en: '<p>Gold swung in a high range this week as markets watched the inflation figures.</p><ul><li>The dollar index weakened</li><li>Demand for safe havens held</li></ul>',
    },
  },
  {
    category: 'insights',
    title: { 'zh-Hant': '數字貨幣波動加劇，注意風險', en: 'Digital currencies swing wider: mind the risk' },
    html: {
      'zh-Hant': '<p>近期比特幣波動加劇，請合理控制倉位。</p>',
      en: '<p>Bitcoin has swung more widely of late; keep your positions within reason.</p>',
    },
  },
  {
    category: 'guides',
    title: { 'zh-Hant': '如何設定交易密碼', en: 'How to set a trade password' },
    html: {
      'zh-Hant': '<p>前往「我的 → 帳戶中心 → 交易密碼」，輸入登入密碼及 6 位數字交易密碼即可。</p>',
      en: '<p>Go to Me → Account centre → Trade password and enter your sign-in password and a 6-digit trade password.</p>',
    },
  },
  {
    category: 'guides',
    title: { 'zh-Hant': '出金須知', en: 'Before you withdraw' },
    html: {
      'zh-Hant': '<p>出金需審核，手續費及限額以「出金」頁面顯示為準。</p>',
      en: '<p>Withdrawals are reviewed; the fee and limits are the ones the Withdraw page shows.</p>',
    },
  },
];

const NOTICES: Texts[] = [
  { 'zh-Hant': '歡迎使用示範環境，所有行情均為模擬數據。', en: 'Welcome to the demo: all prices are simulated.' },
  { 'zh-Hant': '出金審核時間為每日 09:00 至 21:00。', en: 'Withdrawals are reviewed daily from 09:00 to 21:00.' },
  {
    'zh-Hant': '請勿向任何人透露您的密碼及交易密碼。',
    en: 'Never tell anyone your password or trade password.',
  },
];

const AD: Texts = {
  'zh-Hant': '<h3>平台公告</h3><p>這是<strong>示範環境</strong>：入金會自動審核通過，行情為模擬數據。</p>',
  en: '<h3>Announcement</h3><p>This is a <strong>demo</strong>: deposits are approved automatically and prices are simulated.</p>',
};

/** volatilityPpm: a one-second step's standard deviation in millionths (200: about 5.9 % a day); FX and gold move less */
const MARKETS: Array<{ symbol: string; name: Texts; basePrice: string; decimals: number; volatilityPpm: number }> = [
  {
    symbol: 'BTC/USDT',
    name: { 'zh-Hant': '比特幣', en: 'Bitcoin' },
    basePrice: '68000.00',
    decimals: 2,
    volatilityPpm: 200,
  },
  {
    symbol: 'ETH/USDT',
    name: { 'zh-Hant': '以太坊', en: 'Ether' },
    basePrice: '3500.00',
    decimals: 2,
    volatilityPpm: 250,
  },
  { symbol: 'XAU/USD', name: { 'zh-Hant': '黃金', en: 'Gold' }, basePrice: '2400.00', decimals: 2, volatilityPpm: 60 },
  {
    symbol: 'EUR/USD',
    name: { 'zh-Hant': '歐元/美元', en: 'Euro/US dollar' },
    basePrice: '1.08000',
    decimals: 5,
    volatilityPpm: 40,
  },
];

const ROOMS: Array<{
  symbol: string;
  name: Texts;
  periodSeconds: number;
  payoutRate: string;
  minStake: number;
  maxStake: number;
}> = [
  {
    symbol: 'BTC/USDT',
    name: { 'zh-Hant': '比特幣 60 秒場', en: 'Bitcoin 60 s' },
    periodSeconds: 60,
    payoutRate: '0.85',
    minStake: 10_00,
    maxStake: 10_000_00,
  },
  {
    symbol: 'ETH/USDT',
    name: { 'zh-Hant': '以太坊 60 秒場', en: 'Ether 60 s' },
    periodSeconds: 60,
    payoutRate: '0.85',
    minStake: 10_00,
    maxStake: 10_000_00,
  },
  {
    symbol: 'XAU/USD',
    name: { 'zh-Hant': '黃金 60 秒場', en: 'Gold 60 s' },
    periodSeconds: 60,
    payoutRate: '0.80',
    minStake: 10_00,
    maxStake: 10_000_00,
  },
  {
    symbol: 'EUR/USD',
    name: { 'zh-Hant': '歐元 30 秒快速場', en: 'Euro 30 s express' },
    periodSeconds: 30,
    payoutRate: '0.75',
    minStake: 1_00,
    maxStake: 5_000_00,
  },
];

const TERM_PRODUCTS: Array<{ name: Texts; days: number; annualRate: string; minAmount: number; maxAmount: number }> = [
  {
    name: { 'zh-Hant': '7 天穩健存', en: '7-day steady' },
    days: 7,
    annualRate: '0.0200',
    minAmount: 100_00,
    maxAmount: 100_000_00,
  },
  {
    name: { 'zh-Hant': '30 天增益存', en: '30-day plus' },
    days: 30,
    annualRate: '0.0350',
    minAmount: 500_00,
    maxAmount: 500_000_00,
  },
  {
    name: { 'zh-Hant': '90 天優享存', en: '90-day premium' },
    days: 90,
    annualRate: '0.0480',
    minAmount: 1_000_00,
    maxAmount: 1_000_000_00,
  },
];

/** Banners carry their text in the picture: one file per language (scripts/demo-banners.ts draws them). */
const bannerImages = (n: number) => ({
  'zh-Hant': `banners/banner-${n}.jpg`,
  'zh-Hans': `banners/banner-${n}.zh-Hans.jpg`,
  en: `banners/banner-${n}.en.jpg`,
});

/** Any constant shared by every instance: instances started together seed one at a time. */
const SEED_LOCK = 727_274_002;

async function underSeedLock(db: Db, seed: (db: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seed(tx as unknown as Db);
  });
}

/**
 * What the product needs to work at all, demo or not: the markets, their trading rooms and the fixed-term
 * products (nothing else creates them yet). Each is written when its table is empty; no account, no password.
 */
export function seedCatalogue(db: Db, now: Date): Promise<void> {
  return underSeedLock(db, (tx) => seedCatalogueOnce(tx, now));
}

const isEmpty = async (db: Db, table: PgTable) => ((await db.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;

async function seedCatalogueOnce(db: Db, now: Date): Promise<void> {
  if (await isEmpty(db, markets)) {
    for (const market of MARKETS) await db.insert(markets).values({ ...market, name: await localized(market.name) });
  }
  if (await isEmpty(db, rooms)) {
    for (const room of ROOMS)
      await db.insert(rooms).values({ ...room, name: await localized(room.name), createdAt: now });
  }
  if (await isEmpty(db, termProducts)) {
    for (const product of TERM_PRODUCTS) {
      await db.insert(termProducts).values({ ...product, name: await localized(product.name) });
    }
  }
}

/**
 * The demo (DEMO=1 only): the catalogue, then demo content and accounts, written once (a second start, or a
 * second instance, finds the demo member and does nothing).
 */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  await underSeedLock(db, async (tx) => {
    await seedCatalogueOnce(tx, now);
    await seedDemoOnce(tx, now);
  });
}

async function seedDemoOnce(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(members).where(eq(members.account, DEMO_ACCOUNT));
  if (existing && existing.n > 0) return;

  const settings: Array<[Parameters<typeof setConfig>[1], string]> = [
    ['img_url', '/media/'],
    ['kefu_link', '/customer-service'],
    ['kefu_link2', '/customer-service'],
    // no app download: the header offers to add the PWA to the home screen
    ['download_url', ''],
    ['withdraw_fee_rate', '0.005'],
    ['withdraw_min', '100.00'],
    ['withdraw_max', '50000.00'],
    ['quotes_simulated', 'true'],
    // the demo's reachable channel (a reserved example domain); chat and phone stay hidden until set
    ['service_email', 'support@example.com'],
    // a made-up address of the demo: it has the shape of a TRC20 one and belongs to nobody
    ['crypto_deposit_address', 'TDemoAddressOnly0NotForRealFunds1'],
    ['crypto_deposit_network', 'TRON (TRC20) · USDT'],
  ];
  for (const [key, value] of settings) await setConfig(db, key, value);
  for (const method of DEPOSIT_METHODS) {
    const text = CHANNEL_TEXT[method];
    await db
      .insert(depositChannels)
      .values({
        method,
        title: await localized(text.title),
        instructions: await localized(text.instructions),
        account: await localized(text.account),
      })
      .onConflictDoNothing();
  }
  await db.insert(carousels).values([1, 2, 3].map((n) => ({ image: bannerImages(n) })));
  for (const notice of NOTICES) await db.insert(notices).values({ content: await localized(notice) });
  await db.insert(ads).values({ content: await localized(await sanitizedTexts(AD)) });
  for (const n of NEWS) {
    await db.insert(news).values({
      category: n.category,
      title: await localized(n.title),
      content: await localized(await sanitizedTexts(n.html)),
    });
  }

  await createOperator(
    db,
    { account: DEMO_OPERATOR, password: DEMO_OPERATOR_PASSWORD, role: 'admin' },
    DEMO_ACTOR,
    now,
  );
  const demo = await createMember(db, DEMO_ACCOUNT, DEMO_PASSWORD);
  await db.update(members).set({ nickname: '示範會員' }).where(eq(members.id, demo.id));
  await db.transaction(async (tx) => {
    const [recharge] = await tx
      .insert(recharges)
      .values({
        memberId: demo.id,
        method: 'bankcard',
        amount: DEMO_BALANCE_CENTS,
        status: 'pending',
        reference: 'demo',
        createdAt: now,
      })
      .returning({ id: recharges.id });
    if (recharge) await reviewRecharge(tx, recharge.id, { decision: 'approve', actor: DEMO_ACTOR }, now);
  });
}

async function sanitizedTexts(html: Texts): Promise<Texts> {
  return { 'zh-Hant': await sanitizeHtml(html['zh-Hant']), en: await sanitizeHtml(html.en) };
}
