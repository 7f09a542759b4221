import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { version } from '../../../../package.json';
import { PageHeader } from '../../../components/page-header';
import { useInstall } from '../../../components/pwa/use-install';
import { confirm } from '../../../lib/confirm';
import { turnOff } from '../../../lib/push/api/push-client';
import { signOut } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { checkForUpdate, clearCache } from '../app-maintenance';
import { LanguagePicker } from '../components/language-picker';
import { NotificationSection } from '../components/notification-section';
import { TradeConfirmSwitch } from '../components/trade-confirm-switch';
import { UpColourPicker } from '../components/up-colour-picker';
import styles from './setting-page.module.css';

/** Language, up colour, trading, notifications, cache, version and update, and signing out. */
export default function SettingPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cache' | 'update' | 'logout' | null>(null);
  const { way, install, guide } = useInstall();

  const run = async (what: 'cache' | 'update', task: () => Promise<string>) => {
    setBusy(what);
    try {
      toast(await task());
    } catch {
      toast(t('failed'));
    } finally {
      setBusy(null);
    }
  };

  const logout = async () => {
    if (!(await confirm({ content: t('logoutConfirm'), confirmText: t('logout'), cancelText: t('cancel') }))) return;
    setBusy('logout');
    // the revoked session takes its own subscription with it; this one may be an earlier sign-in's
    await turnOff().catch(() => {});
    await signOut();
    void navigate('/auth/login', { replace: true });
  };

  return (
    <>
      <PageHeader title={t('title.setting', { ns: 'common' })} />
      <h2 className={styles.heading}>{t('language')}</h2>
      <LanguagePicker />
      <h2 className={styles.heading}>{t('upColour.label')}</h2>
      <UpColourPicker />
      <List mode="card" header={t('trading')}>
        <TradeConfirmSwitch />
      </List>
      <NotificationSection />
      <List mode="card" header={t('app')}>
        {way && <List.Item onClick={install}>{t('install.add', { ns: 'common' })}</List.Item>}
        <List.Item
          onClick={
            busy ? undefined : () => void run('cache', async () => t('cacheCleared', { count: await clearCache() }))
          }
        >
          {t('clearCache')}
        </List.Item>
        <List.Item extra={`v${version}`}>{t('version')}</List.Item>
        <List.Item
          onClick={busy ? undefined : () => void run('update', async () => t(`update.${await checkForUpdate()}`))}
        >
          {t('checkUpdate')}
        </List.Item>
      </List>
      {guide}
      <div className={styles.logout}>
        <Button
          block
          color="danger"
          size="large"
          loading={busy === 'logout'}
          disabled={busy !== null}
          onClick={() => void logout()}
        >
          {t('logout')}
        </Button>
      </div>
    </>
  );
}
