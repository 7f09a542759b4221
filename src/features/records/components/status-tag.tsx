import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending: 'warning',
  open: 'warning',
  active: 'primary',
  approved: 'success',
  won: 'success',
  rejected: 'danger',
  lost: 'danger',
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
