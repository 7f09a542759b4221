import type { TFunction } from 'i18next';
import { formatMoney } from '../../../../contract/figures';
import type { LimitPeriod } from '../../../../contract/limits';

/** A limit as words: "500.00 a day", "每日 500.00". */
export const limitValue = (t: TFunction, value: { amount: string; period: LimitPeriod }) =>
  t('value', { amount: formatMoney(value.amount), per: t(`per.${value.period}`) });
