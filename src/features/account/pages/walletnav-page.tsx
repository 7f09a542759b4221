import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { WalletNav } from '../components/wallet-nav';

export default function WalletnavPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.walletnav')} />
      <WalletNav titled={false} />
    </>
  );
}
