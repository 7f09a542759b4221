import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { OftenNav } from '../components/often-nav';

export default function OftennavPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.oftennav')} />
      <OftenNav titled={false} />
    </>
  );
}
