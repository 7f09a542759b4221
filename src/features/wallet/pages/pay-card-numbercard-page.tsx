import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PayAccountList } from '../components/pay-account-list';

export default function PayCardNumbercardPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.payCardNumbercard')} />
      <PayAccountList kind="wallet" />
    </>
  );
}
