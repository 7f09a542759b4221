import Button from 'antd-mobile/es/components/button';
import Selector from 'antd-mobile/es/components/selector';
import { useTranslation } from 'react-i18next';
import { periodsOf, setLimitBody, type LimitItem, type LimitPeriod } from '../../../../contract/limits';
import { formatCents, parseAmountInput } from '../../../../contract/money';
import { ContractForm, FormField, TextField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { setLimit } from '../api/limits';
import { deviceTimeZone } from '../api/statements';
import styles from './limit-form.module.css';

/** What was typed ("1,000") → the wire amount; text that is no amount goes on, so the schema names the problem. */
const toWire = (text: string) => {
  const cents = parseAmountInput(text);
  return cents === undefined ? text.trim() : formatCents(cents);
};

/** Sets one kind's limit (or removes it): the server says whether it holds now or after the wait. */
export function LimitForm({ item }: { item: LimitItem }) {
  const { t } = useTranslation('limits');
  const { kind } = item;
  const periods = periodsOf(kind);
  const form = useContractForm({
    schema: setLimitBody,
    initial: { amount: '', period: item.own?.period ?? periods[0]! },
    toInput: (v) => ({ kind, amount: toWire(v.amount), period: v.period as LimitPeriod, timeZone: deviceTimeZone() }),
    send: (input) => setLimit(input, { toast: false }),
  });
  const period = form.bind('period');
  const remove = () => void setLimit({ kind, period: item.own!.period, timeZone: deviceTimeZone() });
  return (
    <div className={styles.form}>
      <ContractForm form={form} submitLabel={t('save')}>
        <FormField label={t('period')} error={period.error}>
          <Selector
            aria-label={t('period')}
            columns={periods.length === 4 ? 2 : 3}
            options={periods.map((value) => ({ label: t(`periodName.${value}`), value }))}
            value={[period.value]}
            onChange={(selected) => selected[0] && period.onChange(selected[0])}
          />
        </FormField>
        <TextField
          label={t('amount')}
          placeholder={t('amountPlaceholder')}
          inputMode="decimal"
          {...form.bind('amount')}
        />
      </ContractForm>
      {item.own && !item.next && (
        <Button block fill="none" color="danger" className={styles.remove} onClick={remove}>
          {t('remove')}
        </Button>
      )}
    </div>
  );
}
