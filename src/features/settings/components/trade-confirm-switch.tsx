import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userInfoAtom } from '../../../lib/state/app.atoms';
import { setTradesAskFirst, tradesAskFirst } from '../../../lib/state/trade-confirm';
import styles from './switch.module.css';

/** Whether a trade shows its confirm sheet first: the member's choice on this device. */
export function TradeConfirmSwitch() {
  const { t } = useTranslation('settings');
  const memberId = useAtomValue(userInfoAtom)?.id;
  const [on, setOn] = useState<boolean | null>(null);
  useEffect(() => {
    if (memberId !== undefined) void tradesAskFirst(memberId).then(setOn);
  }, [memberId]);
  if (memberId === undefined) return null;
  return (
    <List.Item
      description={t('tradeConfirm.hint')}
      extra={
        <Switch
          className={styles.switch}
          aria-label={t('tradeConfirm.label')}
          checked={on ?? true}
          loading={on === null}
          onChange={(value) => {
            setOn(value);
            void setTradesAskFirst(memberId, value);
          }}
        />
      }
    >
      {t('tradeConfirm.label')}
    </List.Item>
  );
}
