import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PayAccountList } from '../components/pay-account-list';
import type { PayKind } from '../pay-accounts';

/** The member's saved pay accounts of one kind (the route gives the kind). */
export default function PayAccountListPage({ kind, titleKey }: { kind: PayKind; titleKey: string }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t(titleKey)} />
      <PayAccountList kind={kind} />
    </>
  );
}
