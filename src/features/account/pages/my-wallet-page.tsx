import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { WalletNav } from '../components/wallet-nav';

export default function MyWalletPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.myWallet')} />
      <WalletNav titled={false} />
    </>
  );
}
