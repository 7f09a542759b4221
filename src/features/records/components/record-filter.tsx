import CapsuleTabs from 'antd-mobile/es/components/capsule-tabs';
import { useTranslation } from 'react-i18next';

interface RecordFilterProps {
  values: readonly string[];
  /** the chosen value, '' for all */
  value: string;
  onChange: (value: string) => void;
  label: (value: string) => string;
}

/** "All" and one capsule per status (or ledger kind); scrolls sideways when they do not fit. */
export function RecordFilter({ values, value, onChange, label }: RecordFilterProps) {
  const { t } = useTranslation('records');
  return (
    <CapsuleTabs activeKey={value || 'all'} onChange={(key) => onChange(key === 'all' ? '' : key)}>
      <CapsuleTabs.Tab title={t('filter.all')} key="all" />
      {values.map((option) => (
        <CapsuleTabs.Tab title={label(option)} key={option} />
      ))}
    </CapsuleTabs>
  );
}
