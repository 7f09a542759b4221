import { count, eq, sql } from 'drizzle-orm';
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
import { setConfig } from '../services/config';
import { createMember } from '../services/members';
import { reviewRecharge } from '../services/reviews';
import { sanitizeHtml } from '../services/sanitize';

export const DEMO_ACCOUNT = 'demo';
export const DEMO_PASSWORD = 'demo1234';
const DEMO_BALANCE_CENTS = 10_000_00;

const CHANNEL_TEXT: Record<(typeof DEPOSIT_METHODS)[number], { title: string; instructions: string; account: string }> =
  {
    numbercard: {
      title: '數字卡入金',
      instructions: '轉帳後請填寫交易參考號，審核後到帳。',
      account: '示範數字卡 6200 0000 0000 0001',
    },
    metalcard: {
      title: '金屬卡入金',
      instructions: '請使用本人金屬卡轉帳，並保留收據。',
      account: '示範金屬卡 6200 0000 0000 0002',
    },
    hkbankcard: {
      title: '香港銀行卡入金',
      instructions: '支援 FPS 轉數快，備註請填寫帳號。',
      account: '示範銀行（香港）012-345678-001',
    },
    bankcard: {
      title: '銀行卡入金',
      instructions: '請於工作日轉帳，一般 30 分鐘內到帳。',
      account: '示範銀行 6222 0000 0000 0003',
    },
  };

const NEWS: Array<{ category: 'rewards' | 'insights' | 'guides'; title: string; html: string }> = [
  {
    category: 'rewards',
    title: '新會員專享：首次入金禮遇',
    html: '<p>完成首次入金即可參加<strong>新會員禮遇</strong>活動。</p><p>詳情請留意站內公告。</p>',
  },
  { category: 'rewards', title: '定期存款加息週', html: '<p>本週定期產品年化利率上調，<em>名額有限</em>。</p>' },
  {
    category: 'insights',
    title: '本週市場回顧：黃金高位震盪',
    html: '<p>黃金本週於高位區間震盪，市場關注通脹數據。</p><ul><li>美元指數走弱</li><li>避險需求持續</li></ul>',
  },
  { category: 'insights', title: '加密貨幣波動加劇，注意風險', html: '<p>近期比特幣波動加劇，請合理控制倉位。</p>' },
  {
    category: 'guides',
    title: '如何設定交易密碼',
    html: '<p>前往「我的 → 帳戶中心 → 交易密碼」，輸入登入密碼及 6 位數字交易密碼即可。</p>',
  },
  { category: 'guides', title: '出金須知', html: '<p>出金需審核，手續費及限額以「出金」頁面顯示為準。</p>' },
];

/** Any constant shared by every instance: instances started together seed one at a time. */
const SEED_LOCK = 727_274_002;

/** Demo content, written once (a second start, or a second instance, finds the demo member and does nothing). */
export async function seedDemo(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedOnce(tx as unknown as Db, now);
  });
}

async function seedOnce(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(members).where(eq(members.account, DEMO_ACCOUNT));
  if (existing && existing.n > 0) return;

  const settings: Array<[Parameters<typeof setConfig>[1], string]> = [
    ['site_name', '示範理財'],
    ['img_url', '/media/'],
    ['kefu_link', '/customer-service'],
    ['kefu_link2', '/customer-service'],
    // no app download: the header offers to add the PWA to the home screen
    ['download_url', ''],
    ['withdraw_fee_rate', '0.005'],
    ['withdraw_min', '100.00'],
    ['withdraw_max', '50000.00'],
    ['quotes_simulated', 'true'],
  ];
  for (const [key, value] of settings) await setConfig(db, key, value);
  await db
    .insert(depositChannels)
    .values(DEPOSIT_METHODS.map((method) => ({ method, ...CHANNEL_TEXT[method] })))
    .onConflictDoNothing();
  await db.insert(carousels).values([1, 2, 3].map((n) => ({ image: `banners/banner-${n}.jpg` })));
  await db
    .insert(notices)
    .values([
      { content: '歡迎使用示範理財，所有行情均為模擬數據。' },
      { content: '出金審核時間為每日 09:00 至 21:00。' },
      { content: '請勿向任何人透露您的密碼及交易密碼。' },
    ]);
  await db.insert(ads).values({
    content: await sanitizeHtml(
      '<h3>平台公告</h3><p>這是<strong>示範環境</strong>：入金會自動審核通過，行情為模擬數據。</p>',
    ),
  });
  await db
    .insert(news)
    .values(
      await Promise.all(
        NEWS.map(async (n) => ({ category: n.category, title: n.title, content: await sanitizeHtml(n.html) })),
      ),
    );
  await db
    .insert(markets)
    .values([
      { symbol: 'BTC/USDT', name: '比特幣', basePrice: '68000.00', decimals: 2 },
      { symbol: 'ETH/USDT', name: '以太坊', basePrice: '3500.00', decimals: 2 },
      { symbol: 'XAU/USD', name: '黃金', basePrice: '2400.00', decimals: 2 },
      { symbol: 'EUR/USD', name: '歐元/美元', basePrice: '1.08000', decimals: 5 },
    ])
    .onConflictDoNothing();
  await db.insert(rooms).values([
    {
      symbol: 'BTC/USDT',
      name: '比特幣 60 秒場',
      periodSeconds: 60,
      payoutRate: '0.85',
      minStake: 10_00,
      maxStake: 10_000_00,
      createdAt: now,
    },
    {
      symbol: 'ETH/USDT',
      name: '以太坊 60 秒場',
      periodSeconds: 60,
      payoutRate: '0.85',
      minStake: 10_00,
      maxStake: 10_000_00,
      createdAt: now,
    },
    {
      symbol: 'XAU/USD',
      name: '黃金 60 秒場',
      periodSeconds: 60,
      payoutRate: '0.80',
      minStake: 10_00,
      maxStake: 10_000_00,
      createdAt: now,
    },
    {
      symbol: 'EUR/USD',
      name: '歐元 30 秒快速場',
      periodSeconds: 30,
      payoutRate: '0.75',
      minStake: 1_00,
      maxStake: 5_000_00,
      createdAt: now,
    },
  ]);
  await db.insert(termProducts).values([
    { name: '7 天穩健存', days: 7, annualRate: '0.0200', minAmount: 100_00, maxAmount: 100_000_00 },
    { name: '30 天增益存', days: 30, annualRate: '0.0350', minAmount: 500_00, maxAmount: 500_000_00 },
    { name: '90 天優享存', days: 90, annualRate: '0.0480', minAmount: 1_000_00, maxAmount: 1_000_000_00 },
  ]);

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
    if (recharge) await reviewRecharge(tx, recharge.id, 'approve', now);
  });
}
