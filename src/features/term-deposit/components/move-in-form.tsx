import Input from 'antd-mobile/es/components/input';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatCents, moneyToCents, parseAmountInput } from '../../../../contract/money';
import { moveInBody, termInterestCents, type TermPosition, type TermProduct } from '../../../../contract/term';
import { confirmMoney } from '../../../components/money-confirm';
import { formatRate } from '../../../lib/format/rate';
import { formatDate } from '../../../lib/format/time';
import { formatMoney } from '../../../../contract/figures';
import { ContractForm, FormField } from '../../../lib/forms/form-parts';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { useOnline } from '../../../lib/hooks/use-online';
import { balanceAtom } from '../../../lib/state/app.atoms';
import { moveIn } from '../api/move-in';
import { maturityFromNow } from '../lib/maturity';
import { moveInBlock } from '../lib/move-in-rules';
import styles from './move-in-form.module.css';

interface Props {
  product: TermProduct;
  onDone: (position: TermPosition) => void;
}

/** Move an amount from the balance into a product; the interest it will earn is shown before sending. */
export function MoveInForm({ product, onDone }: Props) {
  const { t } = useTranslation('term');
  const online = useOnline();
  const balance = useAtomValue(balanceAtom);
  const minCents = moneyToCents(product.minAmount);
  const maxCents = moneyToCents(product.maxAmount);
  const money = (cents: number) => formatMoney(formatCents(cents));
  const form = useContractForm({
    schema: moveInBody,
    initial: { amount: '' },
    toInput: (v) => ({ productId: product.id, amount: v.amount.trim().replaceAll(',', '') }),
    check: (v): Record<string, string> => {
      const block = moveInBlock({
        online,
        sending: false,
        amountCents: parseAmountInput(v.amount),
        minCents,
        maxCents,
        balanceCents: balance ? moneyToCents(balance.balance) : null,
      });
      return block === null || block === 'amount'
        ? {}
        : { amount: t(`block.${block}`, { min: money(minCents), max: money(maxCents) }) };
    },
    confirm: (input): Promise<boolean> => {
      const amount = parseAmountInput(String(input.amount)) ?? 0;
      const interest = termInterestCents(amount, product.annualRate, product.days);
      return confirmMoney({
        title: t('confirm.title', { name: product.name }),
        facts: [
          [t('confirm.amount'), money(amount)],
          [t('confirm.rate'), t('rateShort', { rate: formatRate(product.annualRate) })],
          [
            t('confirm.maturity'),
            t('confirm.maturesOn', { date: formatDate(maturityFromNow(product.days)), days: product.days }),
          ],
          [
            t('confirm.receive'),
            t('confirm.receiveValue', { total: money(amount + interest), interest: money(interest) }),
          ],
        ],
        risk: t('confirm.risk'),
        confirmText: t('moveIn.submit'),
        cancelText: t('confirm.cancel'),
      });
    },
    send: (input, key) => moveIn(input, key),
    onSuccess: (position) => onDone(position),
  });
  const cents = parseAmountInput(form.values.amount);
  const interest =
    cents !== undefined && cents > 0 ? termInterestCents(cents, product.annualRate, product.days) : undefined;
  return (
    <div className={styles.form}>
      <ContractForm form={form} submitLabel={t('moveIn.submit')}>
        <FormField label={t('moveIn.amount')} error={form.errors.amount}>
          <Input
            inputMode="decimal"
            value={form.values.amount}
            placeholder={t('limits', { min: money(minCents), max: money(maxCents) })}
            onChange={(value) => form.setValue('amount', value)}
          />
        </FormField>
        <p className={styles.preview} data-testid="interest-preview">
          {interest === undefined
            ? t('moveIn.previewHint', { days: product.days })
            : t('moveIn.preview', {
                interest: money(interest),
                total: money((cents ?? 0) + interest),
                days: product.days,
              })}
        </p>
      </ContractForm>
    </div>
  );
}
