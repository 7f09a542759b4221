import { BRAND_NAME } from '../../../contract/brand';
import type { Config } from '../../../contract/content';
import type { Language } from '../../../contract/messages';
import { escapeHtml } from './escape-html';

interface Texts {
  title: string;
  intro: string;
  contact: string;
  chat: string;
  phone: string;
  email: string;
  hours: string;
  topics: Array<{ question: string; answer: string; link: { href: string; label: string } }>;
  back: string;
}

/**
 * The demo's customer-service page (the seed's kefu_link): answers to what members ask most, each with the
 * screen that settles it. A real deployment sets kefu_link to its own service; the app leaves for it as the spec says.
 */
const TEXTS: Record<Language, Texts> = {
  'zh-Hant': {
    title: '客服中心',
    intro: '以下是會員最常問的問題。找不到答案時，請於服務時間內聯絡我們的客服專員。',
    contact: '聯絡我們',
    chat: '線上諮詢',
    phone: '電話',
    email: '電郵',
    hours: '服務時間',
    topics: [
      {
        question: '入金多久到帳？',
        answer: '提交入金並填寫付款參考號後，審核通過即到帳，一般 30 分鐘內。',
        link: { href: '/my/rechargerecord', label: '查看入金記錄' },
      },
      {
        question: '出金需要多久？',
        answer: '出金於每日 09:00 至 21:00 審核；手續費及限額以出金頁面顯示為準。',
        link: { href: '/my/withdrawrecord', label: '查看出金記錄' },
      },
      {
        question: '如何設定或修改交易密碼？',
        answer: '前往「我的 → 帳戶中心 → 交易密碼」，輸入登入密碼及 6 位數字交易密碼。',
        link: { href: '/my/usercenter/tradepassword', label: '設定交易密碼' },
      },
      {
        question: '我的餘額和帳變對不上？',
        answer: '每一筆資金變動都記錄在帳變明細中，包括凍結與解凍。',
        link: { href: '/my/ledgerrecord', label: '查看帳變明細' },
      },
    ],
    back: '返回應用',
  },
  'zh-Hans': {
    title: '客服中心',
    intro: '以下是会员最常问的问题。找不到答案时，请于服务时间内联系我们的客服专员。',
    contact: '联系我们',
    chat: '在线咨询',
    phone: '电话',
    email: '邮箱',
    hours: '服务时间',
    topics: [
      {
        question: '入金多久到账？',
        answer: '提交入金并填写付款参考号后，审核通过即到账，一般 30 分钟内。',
        link: { href: '/my/rechargerecord', label: '查看入金记录' },
      },
      {
        question: '出金需要多久？',
        answer: '出金于每日 09:00 至 21:00 审核；手续费及限额以出金页面显示为准。',
        link: { href: '/my/withdrawrecord', label: '查看出金记录' },
      },
      {
        question: '如何设置或修改交易密码？',
        answer: '前往“我的 → 账户中心 → 交易密码”，输入登录密码及 6 位数字交易密码。',
        link: { href: '/my/usercenter/tradepassword', label: '设置交易密码' },
      },
      {
        question: '我的余额和账变对不上？',
        answer: '每一笔资金变动都记录在账变明细中，包括冻结与解冻。',
        link: { href: '/my/ledgerrecord', label: '查看账变明细' },
      },
    ],
    back: '返回应用',
  },
  en: {
    title: 'Customer service',
    intro: 'Here is what members ask most. If your answer is not here, our staff are there in service hours.',
    contact: 'Contact us',
    chat: 'Chat with us',
    phone: 'Phone',
    email: 'Email',
    hours: 'Service hours',
    topics: [
      {
        question: 'When does a deposit arrive?',
        answer: 'Once you submit it with its payment reference, it arrives when reviewed, usually within 30 minutes.',
        link: { href: '/my/rechargerecord', label: 'See my deposits' },
      },
      {
        question: 'How long does a withdrawal take?',
        answer:
          'Withdrawals are reviewed every day from 09:00 to 21:00; the fee and limits are on the Withdraw screen.',
        link: { href: '/my/withdrawrecord', label: 'See my withdrawals' },
      },
      {
        question: 'How do I set or change my trade password?',
        answer: 'Go to Me → Account centre → Trade password and enter your sign-in password and 6 digits.',
        link: { href: '/my/usercenter/tradepassword', label: 'Set the trade password' },
      },
      {
        question: 'My balance and my ledger do not match?',
        answer: 'Every movement of money is in the ledger, freezes and releases included.',
        link: { href: '/my/ledgerrecord', label: 'See the ledger' },
      },
    ],
    back: 'Back to the app',
  },
};

/** The channels of the config (server/services/platform/config.ts validates their shapes); an empty one is not shown. */
export type ServiceChannels = Pick<Config, 'service_chat_link' | 'service_phone' | 'service_email' | 'service_hours'>;

/** One row of "Contact us": a label and its value, a link where the channel is one. */
const contactRow = (label: string, value: string, href?: string) =>
  `<li><span>${escapeHtml(label)}</span>` +
  (href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : `<b>${escapeHtml(value)}</b>`) +
  '</li>';

function contactHtml(t: Texts, channels: ServiceChannels): string {
  const rows = [
    channels.service_chat_link && contactRow(t.chat, '›', channels.service_chat_link),
    channels.service_phone &&
      contactRow(t.phone, channels.service_phone, `tel:${channels.service_phone.replace(/[^+\d]/g, '')}`),
    channels.service_email && contactRow(t.email, channels.service_email, `mailto:${channels.service_email}`),
    channels.service_hours && contactRow(t.hours, channels.service_hours),
  ].filter(Boolean);
  return rows.length === 0
    ? ''
    : `<section class="contact"><h2>${escapeHtml(t.contact)}</h2><ul>${rows.join('')}</ul></section>`;
}

export function customerServiceHtml(lang: Language, channels: ServiceChannels): string {
  const t = TEXTS[lang];
  const topics = t.topics
    .map(
      ({ question, answer, link }) =>
        `<section><h2>${escapeHtml(question)}</h2><p>${escapeHtml(answer)}</p>` +
        `<a href="${link.href}">${escapeHtml(link.label)} ›</a></section>`,
    )
    .join('');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#1f6feb">
<title>${escapeHtml(t.title)} - ${escapeHtml(BRAND_NAME)}</title>
<style>
  body { margin: 0; background: #f5f6f8; color: #1f2329; font: 15px/1.6 -apple-system, BlinkMacSystemFont, 'PingFang TC', 'PingFang SC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Helvetica Neue', Arial, sans-serif; }
  header { position: sticky; top: 0; display: flex; align-items: center; min-height: 46px; padding: 0 8px; background: #fff; border-bottom: 1px solid #eee; }
  header a { display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; color: #1f2329; text-decoration: none; font-size: 28px; line-height: 1; }
  header h1 { flex: 1; margin: 0 52px 0 0; text-align: center; font-size: 17px; font-weight: 600; }
  main { padding: 12px; max-width: 560px; margin: 0 auto; }
  .intro, section { background: #fff; border-radius: 12px; padding: 14px 16px; margin-bottom: 12px; }
  .intro p { margin: 0; }
  h2 { font-size: 15px; margin: 0 0 4px; }
  section p { margin: 0 0 8px; color: #3b4149; }
  section a { color: #1a5fd0; text-decoration: none; font-size: 14px; }
  .contact ul { list-style: none; margin: 0; padding: 0; }
  .contact li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0; border-top: 1px solid #f0f1f3; }
  .contact li:first-child { border-top: 0; }
  .contact span { color: #5c6370; flex: none; }
  .contact a, .contact b { font-size: 15px; font-weight: 500; text-align: right; overflow-wrap: anywhere; }
</style>
</head>
<body>
<header><a href="/" aria-label="${escapeHtml(t.back)}">‹</a><h1>${escapeHtml(t.title)}</h1></header>
<main>
<div class="intro"><p>${escapeHtml(t.intro)}</p></div>
${contactHtml(t, channels)}
${topics}
</main>
</body>
</html>
`;
}
