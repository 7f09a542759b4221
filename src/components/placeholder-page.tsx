import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A screen that a later issue builds: its title and an honest "not available yet". */
export function PlaceholderPage({ titleKey, back = true }: { titleKey: string; back?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <PageHeader title={t(titleKey)} back={back} />
      <EmptyState text={t('notAvailable')} />
    </>
  );
}
