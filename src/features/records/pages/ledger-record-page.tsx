import { useTranslation } from 'react-i18next';
import { BILL_KINDS } from '../../../../contract/wallet';
import { formatMoney } from '../../../../contract/figures';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';

/** The statement: every change of the balance, with the balance after it. */
export default function LedgerRecordPage() {
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="bills"
      titleKey="title.ledgerRecord"
      filter={{ name: 'kind', values: BILL_KINDS, label: (value) => t(`kind.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/ledgerrecord/detail?key=${item.key}`}
          title={t(`kind.${item.kind}`)}
          time={item.createdAt}
          amount={item.amount}
          aside={
            <span data-testid="balance-after">
              {t('ledger.balanceAfter', { balance: formatMoney(item.balanceAfter) })}
            </span>
          }
        />
      )}
    />
  );
}
