import type { TFunction } from 'i18next';
import type { RiskWarning } from '../../../../contract/risk-warning';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatDate } from '../../../lib/format/time';

const percent = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

/** The risk warning in the member's language, with the date it was computed: the same words on the trade screen and the order sheet. */
export function riskWarningText(t: TFunction<'trade'>, warning: RiskWarning, language = currentLanguage()): string {
  if (warning.state === 'none') return t('riskWarning.none');
  const asOf = formatDate(warning.computedAt, language);
  if (warning.state === 'tooFew')
    return t('riskWarning.tooFew', { count: warning.accounts, minimum: warning.minimum, date: asOf });
  return t('riskWarning.ready', {
    accounts: percent(warning.losingAccountsPercent, language),
    orders: percent(warning.losingOrdersPercent, language),
    date: asOf,
  });
}
