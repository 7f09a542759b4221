import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushKind } from '../../../contract/push';
import { deviceChoices, notifyAbout, pushSupport } from '../../lib/push/api/push-client';
import { toast } from '../../lib/toast';
import { useInstall } from '../pwa/use-install';
import styles from './notify-when-decided.module.css';

/**
 * "Tell me when it is decided", under a request waiting for an operator: the one place besides settings where the
 * browser's permission is asked, and only after the tap. On iOS outside the home screen, the way to add the app.
 */
export default function NotifyWhenDecided({ kind }: { kind: PushKind }) {
  const { t } = useTranslation('settings');
  const [support] = useState(pushSupport);
  const [on, setOn] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { install, guide } = useInstall();

  useEffect(() => {
    void deviceChoices().then(
      (choices) => setOn(Boolean(choices?.kinds.includes(kind))),
      () => setOn(false),
    );
  }, [kind]);

  if (on === undefined || support === 'unsupported' || support === 'denied') return null;
  if (on) {
    return (
      <p className={styles.said} role="status">
        {t('notifications.tellMeOn')}
      </p>
    );
  }
  const ask = async () => {
    setBusy(true);
    const outcome = await notifyAbout(kind);
    setBusy(false);
    if (outcome === 'on') setOn(true);
    else toast(t(outcome === 'denied' ? 'notifications.denied' : 'notifications.failed'));
  };
  return (
    <>
      <Button block fill="outline" loading={busy} onClick={support === 'install' ? install : () => void ask()}>
        {t(support === 'install' ? 'notifications.install' : 'notifications.tellMe')}
      </Button>
      {guide}
    </>
  );
}
