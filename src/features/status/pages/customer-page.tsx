import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { customerServiceLink, loadConfig } from '../../../lib/config';
import { appStore } from '../../../lib/store';
import { configAtom } from '../../../lib/state/app.atoms';
import { toast } from '../../../lib/toast';
import styles from '../components/status.module.css';

/** /customer is no screen of ours: it sends this window to the customer-service link of the config. */
export default function CustomerPage() {
  const { t } = useTranslation('status');
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const leave = async () => {
      const link = customerServiceLink(appStore.get(configAtom)) ?? customerServiceLink(await loadConfig());
      if (cancelled) return;
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

  return (
    <div className={styles.fill}>
      <PageHeader title={t('common:title.customer')} back={false} />
      {unavailable ? (
        <EmptyState text={t('customer.unavailable')} />
      ) : (
        <p className={styles.leaving} role="status">
          {t('customer.leaving')}
        </p>
      )}
    </div>
  );
}
