import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Bill } from '../../../../contract/wallet';
import { RecordDetail } from '../components/record-detail';
import { money, when } from '../record-values';

/** Where the record behind a ledger entry is shown. */
const REF_PAGES: Record<string, string> = {
  recharge: '/my/rechargerecord/detail',
  withdrawal: '/my/withdrawrecord/detail',
  order: '/my/traderecord/detail',
  term_position: '/my/terminalrecord/detail',
};

export default function LedgerRecordDetailPage() {
  const { t } = useTranslation('records');
  const reference = (bill: Bill) => {
    if (!bill.refType) return '—';
    const label = t(`refType.${bill.refType}`, { defaultValue: bill.refType });
    const page = REF_PAGES[bill.refType];
    return page && bill.sourceKey !== null ? <Link to={`${page}?key=${bill.sourceKey}`}>{label}</Link> : label;
  };
  return (
    <RecordDetail
      call="bills"
      titleKey="title.ledgerRecordDetail"
      headline={(item) => ({ title: t(`kind.${item.kind}`), amount: item.amount })}
      fields={(item) => [
        [t('field.ref'), item.ref],
        [t('field.kind'), t(`kind.${item.kind}`)],
        [t('field.amount'), money(item.amount, true)],
        [t('field.balanceAfter'), money(item.balanceAfter)],
        [t('field.refType'), reference(item)],
        [t('field.sourceRef'), item.sourceRef ?? '—'],
        [t('field.memo'), item.memo || '—'],
        [t('field.createdAt'), when(item.createdAt)],
      ]}
    />
  );
}
