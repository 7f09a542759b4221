import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { customerServiceLink, loadConfig } from '../../../lib/config';
import { appStore } from '../../../lib/store';
import { configAtom } from '../../../lib/state/app.atoms';
import { toast } from '../../../lib/toast';
import { ServiceContent, useServiceContent } from '../components/service-content';
import styles from '../components/status.module.css';

/** A path of this origin: a page this server serves, shown in the app. */
const isOwnPage = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * /customer, the Service tab: the config's customer-service link. A page of this server (the demo's) shows here,
 * in the app's layout with the tab bar; any other link is left for, in this window, as the spec says.
 */
export default function CustomerPage() {
  const { t } = useTranslation('status');
  const [unavailable, setUnavailable] = useState(false);
  const [ownPage, setOwnPage] = useState<string | null>(null);
  const content = useServiceContent(ownPage);

  useEffect(() => {
    let cancelled = false;
    const leave = async () => {
      const link = customerServiceLink(appStore.get(configAtom)) ?? customerServiceLink(await loadConfig());
      if (cancelled) return;
      if (link && isOwnPage(link)) return setOwnPage(link);
      // replace, not assign: /customer leaves no history entry, so Back returns to where the member was
      if (link) return window.location.replace(link);
      setUnavailable(true);
      toast(t('customer.unavailable'));
    };
    void leave();
    return () => {
      cancelled = true;
    };
  }, [t]);

  const failed = unavailable || content === 'failed';
  return (
    <div className={ownPage ? undefined : styles.fill}>
      <PageHeader title={t('common:title.customer')} back={false} />
      {failed ? (
        <EmptyState text={t('customer.unavailable')} />
      ) : content ? (
        <ServiceContent html={content} />
      ) : (
        <p className={styles.leaving} role="status">
          {t(ownPage ? 'common:loading' : 'customer.leaving')}
        </p>
      )}
    </div>
  );
}
