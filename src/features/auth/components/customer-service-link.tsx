import { useTranslation } from 'react-i18next';
import { customerServiceLink, loadConfig } from '../../../lib/config';
import { configAtom } from '../../../lib/state/app.atoms';
import { appStore } from '../../../lib/store';
import { toast } from '../../../lib/toast';

/**
 * Customer service for visitors without a token (the /customer route is behind the token gate):
 * the same window goes to the configured link; a toast when there is none.
 */
export function CustomerServiceLink({ className, label }: { className?: string | undefined; label: string }) {
  const { t } = useTranslation('status');
  const leave = async () => {
    const link = customerServiceLink(appStore.get(configAtom)) ?? customerServiceLink(await loadConfig());
    if (link) window.location.assign(link);
    else toast(t('customer.unavailable'));
  };
  return (
    <button type="button" className={className} onClick={() => void leave()}>
      {label}
    </button>
  );
}
