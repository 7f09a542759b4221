import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUSH_KINDS, type PushChoices, type PushKind } from '../../../../contract/push';
import { useInstall } from '../../../components/pwa/use-install';
import {
  DEFAULT_CHOICES,
  deviceChoices,
  pushSupport,
  saveChoices,
  turnOff,
  turnOn,
  type PushSupport,
} from '../../../lib/push/api/push-client';
import { toast } from '../../../lib/toast';
import styles from './switch.module.css';

/**
 * Notices on this device: on or off (the browser asks its permission only after that tap), each kind, and whether
 * the lock screen shows figures. On iOS outside the home screen, the way to add the app instead.
 */
export function NotificationSection() {
  const { t, i18n } = useTranslation('settings');
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  // undefined: still reading; null: off
  const [choices, setChoices] = useState<PushChoices | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const { install, guide } = useInstall();

  useEffect(() => {
    void deviceChoices().then(setChoices, () => setChoices(null));
  }, []);

  // the notices speak the app's language: a change of it is told to the server
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    if (choices) void saveChoices(choices);
  }, [i18n.language, choices]);

  const change = async (next: PushChoices) => {
    const before = choices;
    setChoices(next);
    if (!(await saveChoices(next))) setChoices(before);
  };

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (!on) {
        await turnOff();
        setChoices(null);
        return;
      }
      const outcome = await turnOn(DEFAULT_CHOICES);
      setSupport(pushSupport());
      if (outcome === 'on') setChoices(DEFAULT_CHOICES);
      else if (outcome === 'failed') toast(t('notifications.failed'));
    } finally {
      setBusy(false);
    }
  };

  const switchItem = (label: string, checked: boolean, onChange: (value: boolean) => void, hint?: string) => (
    <List.Item
      key={label}
      description={hint}
      extra={
        <Switch className={styles.switch} aria-label={label} checked={checked} disabled={busy} onChange={onChange} />
      }
    >
      {label}
    </List.Item>
  );

  const kindSwitch = (kind: PushKind, now: PushChoices) =>
    switchItem(
      t(`notifications.kinds.${kind}`),
      now.kinds.includes(kind),
      (value) => void change({ ...now, kinds: value ? [...now.kinds, kind] : now.kinds.filter((k) => k !== kind) }),
    );

  return (
    <List mode="card" header={t('notifications.title')}>
      {support === 'install' && (
        <List.Item onClick={install} description={t('notifications.deviceHint')}>
          {t('notifications.install')}
        </List.Item>
      )}
      {support === 'unsupported' && <List.Item>{t('notifications.unsupported')}</List.Item>}
      {support === 'denied' && (
        <List.Item description={t('notifications.denied')}>{t('notifications.device')}</List.Item>
      )}
      {(support === 'ask' || support === 'granted') &&
        choices !== undefined &&
        switchItem(t('notifications.device'), choices !== null, (on) => void toggle(on), t('notifications.deviceHint'))}
      {choices && PUSH_KINDS.map((kind) => kindSwitch(kind, choices))}
      {choices &&
        switchItem(
          t('notifications.hideAmounts'),
          choices.hideAmounts,
          (hideAmounts) => void change({ ...choices, hideAmounts }),
          t('notifications.hideAmountsHint'),
        )}
      {guide}
    </List>
  );
}
