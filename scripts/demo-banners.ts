/**
 * Draws the demo carousel's banners (server/assets/banners), one per language: `tsx scripts/demo-banners.ts`.
 * Their text is part of the picture, so each language has its own file: banner-N.jpg is zh-Hant (the
 * fallback), banner-N.<lang>.jpg the others. Uses Debian's chromium, like the e2e suite.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { LANGUAGES, type Language } from '../contract/messages';
import { assetsDir } from '../server/paths';

const BANNERS: Array<{ colors: [string, string]; text: Record<Language, [string, string]> }> = [
  {
    colors: ['#1e3c72', '#2a5298'],
    text: {
      'zh-Hant': ['穩健理財 · 定期存款', '年化收益最高 4.8%'],
      'zh-Hans': ['稳健理财 · 定期存款', '年化收益最高 4.8%'],
      en: ['Fixed-term deposits', 'Up to 4.8% a year'],
    },
  },
  {
    colors: ['#c08a1e', '#f0c75e'],
    text: {
      'zh-Hant': ['黃金行情 · 即時走勢', '模擬行情，輕鬆體驗'],
      'zh-Hans': ['黄金行情 · 实时走势', '模拟行情，轻松体验'],
      en: ['Gold, live', 'Simulated prices to try at ease'],
    },
  },
  {
    colors: ['#137a6f', '#34d399'],
    text: {
      'zh-Hant': ['新會員禮遇', '註冊即享示範帳戶'],
      'zh-Hans': ['新会员礼遇', '注册即享示范账户'],
      en: ['Welcome offer', 'Sign up for a demo account'],
    },
  },
];

const html = (colors: [string, string], [title, subtitle]: [string, string]) => `<!doctype html>
<meta charset="utf-8">
<style>
  body { margin: 0; width: 750px; height: 300px; overflow: hidden; position: relative;
    background: linear-gradient(110deg, ${colors[0]}, ${colors[1]});
    font-family: 'Noto Sans CJK TC', 'Noto Sans CJK SC', 'Noto Sans', sans-serif; color: #fff; }
  .circle { position: absolute; border-radius: 50%; background: rgba(255, 255, 255, 0.16); }
  h1 { position: absolute; left: 60px; top: 92px; margin: 0; font-size: 52px; font-weight: 700; }
  p { position: absolute; left: 60px; top: 172px; margin: 0; font-size: 26px; opacity: 0.92; }
</style>
<div class="circle" style="left: 500px; top: 50px; width: 200px; height: 200px"></div>
<div class="circle" style="left: 590px; top: 70px; width: 100px; height: 100px"></div>
<h1>${title}</h1>
<p>${subtitle}</p>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 750, height: 300 } });
for (const [index, banner] of BANNERS.entries()) {
  for (const lang of LANGUAGES) {
    await page.setContent(html(banner.colors, banner.text[lang]));
    await page.evaluate(() => document.fonts.ready);
    const name = `banner-${index + 1}${lang === 'zh-Hant' ? '' : `.${lang}`}.jpg`;
    await page.screenshot({ path: path.join(assetsDir, 'banners', name), type: 'jpeg', quality: 82 });
    console.log(name);
  }
}
await browser.close();
