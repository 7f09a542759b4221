import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { toast } from '../../../lib/toast';
import type { PayKind } from '../pay-accounts';
import { PAY_ROUTES } from '../pay-kinds';
import { AddPayAccount } from '../components/add-pay-account';

/** The add screen of a kind: after saving, its list. */
/** Adds a pay account of one kind (the route gives the kind). */
export default function PayAccountAddPage({ kind, titleKey }: { kind: PayKind; titleKey: string }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const added = () => {
    toast(t('payCard.added'));
    void navigate(PAY_ROUTES[kind].list, { replace: true });
  };
  return (
    <>
      <PageHeader title={t(titleKey, { ns: 'common' })} />
      <AddPayAccount kind={kind} onAdded={added} />
    </>
  );
}
