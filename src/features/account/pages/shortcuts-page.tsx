import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ShortcutsNav } from '../components/shortcuts-nav';

export default function ShortcutsPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t('title.shortcuts')} />
      <ShortcutsNav titled={false} />
    </>
  );
}
