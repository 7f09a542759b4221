import { Converter } from 'opencc-js/t2cn';
import { eq } from 'drizzle-orm';
import { COMMANDS } from '../../server/cli/commands';
import { notices } from '../../server/db/schema';
import { fillSimplified } from '../../server/db/fill-simplified';
import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const HAN = /\p{Script=Han}/u;
// character by character: a simplified text has nothing for this to change
const traditionalToSimplified = Converter({ from: 'tw', to: 'cn' });
const hasTraditional = (text: string) => traditionalToSimplified(text) !== text;

/** Every text the server writes for members, as a member in `lang` receives it. */
async function memberTexts(lang: string): Promise<string[]> {
  const m = await h.member();
  const options = { lang, token: m.token };
  const config = (await h.call('configs', {}, options)).data;
  const texts = [
    ...config.deposit_channels.flatMap((c) => [c.title, c.instructions, c.account]),
    ...(await h.call('carousels', {}, options)).data.data.map((c) => c.image),
    ...(await h.call('notice', {}, options)).data.data.map((n) => n.content),
    ...(await h.call('advertisingBoard', {}, options)).data.data.map((a) => a.content),
    ...(await h.call('markets', {}, options)).data.map((market) => market.name),
    ...(await h.call('rooms', {}, options)).data.map((room) => room.name),
    ...(await h.call('termProducts', {}, options)).data.map((p) => p.name),
    config.site_name,
  ];
  for (const item of (await h.call('news', { pageSize: 100 }, options)).data.data) {
    texts.push(item.title, item.content, (await h.call('new', { id: item.id }, options)).data.content);
  }
  return texts;
}

describe('server texts in the member language', () => {
  it('answers every member-facing text of the demo in English without a Han character', async () => {
    const texts = await memberTexts('en');
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter((text) => HAN.test(text))).toEqual([]);
  });

  it('answers them in simplified Chinese without a traditional-only character', async () => {
    const texts = await memberTexts('zh-Hans');
    expect(texts.filter((text) => HAN.test(text)).length).toBeGreaterThan(20);
    expect(texts.filter(hasTraditional)).toEqual([]);
  });

  it('answers traditional Chinese by default, and each language its own banner picture', async () => {
    const [hant, hans, en] = await Promise.all(
      [undefined, 'zh-Hans', 'en'].map(async (lang) => (await h.call('carousels', {}, { lang })).data.data[0]!.image),
    );
    expect(new Set([hant, hans, en]).size).toBe(3);
    const rooms = (await h.call('rooms', {})).data.map((room) => room.name);
    expect(rooms).toContain('比特幣 60 秒場');
  });

  it('keeps a bought term position in the language of whoever reads it', async () => {
    const m = await h.member();
    await h.fund(m.id, 200_00);
    const product = (await h.call('termProducts', {}, { token: m.token })).data[0]!;
    expect((await h.call('moveIn', { productId: product.id, amount: '100' }, { token: m.token })).code).toBe(200);
    const names = await Promise.all(
      ['zh-Hant', 'zh-Hans', 'en'].map(
        async (lang) => (await h.call('termPositions', {}, { token: m.token, lang })).data.data[0]!.name,
      ),
    );
    expect(names).toEqual(['7 天穩健存', '7 天稳健存', '7-day steady']);
  });
});

describe('operator texts per language', () => {
  async function admin(...argv: string[]) {
    const [name, ...args] = argv;
    await COMMANDS[name!]!.run(h.app.db, args, () => {});
  }
  const newestNotice = async (lang: string) => (await h.call('notice', {}, { lang })).data.data[0]!.content;

  it('writes each language given, converts simplified Chinese when not given, and falls back to zh-Hant', async () => {
    await admin(
      'notice:add',
      '系統維護通知：請於維護後重新登入帳號',
      '--text-en=Maintenance: sign in again afterwards',
    );
    expect(await newestNotice('zh-Hant')).toBe('系統維護通知：請於維護後重新登入帳號');
    expect(await newestNotice('zh-Hans')).toBe('系统维护通知：请于维护后重新登录账号');
    expect(await newestNotice('en')).toBe('Maintenance: sign in again afterwards');

    await admin('notice:add', '只有繁體', '--text-zh-Hans=运营写的简体');
    expect(await newestNotice('zh-Hans')).toBe('运营写的简体');
    expect(await newestNotice('en')).toBe('只有繁體');

    await admin(
      'news:add',
      'guides',
      '新手指南',
      '<p>先<script>x()</script>入金</p>',
      '--title-en=Getting started',
      '--html-en=<p onclick="x()">Deposit first</p>',
    );
    const [item] = (await h.call('news', { category: 'guides' }, { lang: 'en' })).data.data;
    expect(item!.title).toBe('Getting started');
    expect((await h.call('new', { id: item!.id }, { lang: 'en' })).data.content).toBe('<p>Deposit first</p>');
    expect((await h.call('new', { id: item!.id }, { lang: 'zh-Hans' })).data.content).toBe('<p>先入金</p>');

    await admin(
      'channel:set',
      'metalcard',
      '金屬卡',
      '請轉帳',
      '帳號 1',
      '--title-en=Metal card',
      '--account-en=Account 1',
    );
    const channel = async (lang: string) =>
      (await h.call('configs', {}, { lang })).data.deposit_channels.find((c) => c.method === 'metalcard')!;
    expect(await channel('en')).toMatchObject({ title: 'Metal card', instructions: '請轉帳', account: 'Account 1' });
    expect(await channel('zh-Hans')).toMatchObject({ title: '金属卡', instructions: '请转账', account: '账号 1' });

    await expect(admin('notice:add', 'x', '--text-fr=bonjour')).rejects.toThrow(/unknown option --text-fr/);
  });

  it('gives rows written before a language existed their simplified text once, after migrating', async () => {
    const [row] = await h.app.db
      .insert(notices)
      .values({ content: { 'zh-Hant': '舊資料的公告' } })
      .returning();
    await fillSimplified(h.app.db);
    const [filled] = await h.app.db.select().from(notices).where(eq(notices.id, row!.id));
    expect(filled!.content).toEqual({ 'zh-Hant': '舊資料的公告', 'zh-Hans': '旧数据的公告' });
  });
});

describe('pages the server paints', () => {
  const get = (url: string, headers: Record<string, string>) => h.app.inject({ method: 'GET', url, headers });

  it('serves the customer-service page in the language of the app (its cookie) or else of the browser', async () => {
    const en = await get('/customer-service', { cookie: 'lang=en', 'accept-language': 'zh-TW' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body.replace(/<style>[^]*<\/style>/, '')).not.toMatch(HAN);
    const hans = await get('/customer-service', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(hans.body).toContain('客服中心');
    expect(hasTraditional(hans.body)).toBe(false);
    const hant = await get('/customer-service', {});
    expect(hant.body).toContain('<html lang="zh-Hant">');
    expect(hant.body).toContain('入金多久到帳');
    expect(hant.headers.vary).toBe('cookie, accept-language');
  });
});
