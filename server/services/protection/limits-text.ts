import { formatMoment } from '../../../contract/date-time';
import type { LimitKind, LimitPeriod } from '../../../contract/limits';
import type { Language } from '../../../contract/messages';
import { formatCents } from '../../../contract/money';

/** The limit an order or a deposit would pass: what it is, what it leaves, when its window begins again. */
export interface Breach {
  kind: LimitKind;
  source: 'own' | 'house';
  amount: number;
  period: LimitPeriod;
  left: number;
  resetsAt: Date | null;
  timeZone: string;
}

const NAMES: Record<Language, Record<LimitPeriod, Record<LimitKind, string>>> = {
  'zh-Hant': {
    order: { deposit: '入金限額', loss: '虧損限額', stake: '單筆下單限額' },
    day: { deposit: '每日入金限額', loss: '每日虧損限額', stake: '每日下單限額' },
    week: { deposit: '每週入金限額', loss: '每週虧損限額', stake: '每週下單限額' },
    month: { deposit: '每月入金限額', loss: '每月虧損限額', stake: '每月下單限額' },
  },
  'zh-Hans': {
    order: { deposit: '入金限额', loss: '亏损限额', stake: '单笔下单限额' },
    day: { deposit: '每日入金限额', loss: '每日亏损限额', stake: '每日下单限额' },
    week: { deposit: '每周入金限额', loss: '每周亏损限额', stake: '每周下单限额' },
    month: { deposit: '每月入金限额', loss: '每月亏损限额', stake: '每月下单限额' },
  },
  en: {
    order: { deposit: 'deposit limit', loss: 'loss limit', stake: 'stake limit per order' },
    day: { deposit: 'daily deposit limit', loss: 'daily loss limit', stake: 'daily stake limit' },
    week: { deposit: 'weekly deposit limit', loss: 'weekly loss limit', stake: 'weekly stake limit' },
    month: { deposit: 'monthly deposit limit', loss: 'monthly loss limit', stake: 'monthly stake limit' },
  },
};

/** The refusal as the member reads it: which limit, whose, what is left and until when. */
export function limitText(breach: Breach, lang: Language): string {
  const name = NAMES[lang][breach.period][breach.kind];
  const amount = formatCents(breach.amount);
  const left = formatCents(Math.max(0, breach.left));
  const until = breach.resetsAt && formatMoment(breach.resetsAt, lang, breach.timeZone);
  const own = breach.source === 'own';
  if (lang === 'en') {
    const whose = own ? `your ${name} of ${amount}` : `the ${name} of ${amount} we set for your account`;
    return until ? `This would pass ${whose}. ${left} left until ${until}.` : `This would pass ${whose}.`;
  }
  const zh = lang === 'zh-Hant';
  const whose = own ? `您的${name} ${amount}` : `${zh ? '本平台為您設定的' : '本平台为您设定的'}${name} ${amount}`;
  if (!until) return `超出${whose}`;
  return zh ? `超出${whose}：剩餘 ${left}，將於 ${until}重新起算` : `超出${whose}：剩余 ${left}，将于 ${until}重新起算`;
}
