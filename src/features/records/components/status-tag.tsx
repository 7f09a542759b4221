import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

// done and failed in antd's green and red; won and lost are the order's sign, in the member's up colour
const COLORS: Record<string, string> = {
  pending: 'warning',
  open: 'warning',
  active: 'primary',
  approved: 'success',
  won: 'var(--app-positive)',
  rejected: 'danger',
  lost: 'var(--app-negative)',
  refunded: 'default',
  cancelled: 'default',
  redeemed: 'default',
};

/** A record's state in words and colour. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('records');
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline">
      {t(`status.${status}`)}
    </Tag>
  );
}
