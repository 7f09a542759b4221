import CheckList from 'antd-mobile/es/components/check-list';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { chooseUpColour, UP_COLOURS, upColourAtom } from '../../../lib/up-colour';
import styles from './up-colour-picker.module.css';

/** Red up or green up, on every screen and chart of this device; the language's habit until chosen. */
export function UpColourPicker() {
  const { t } = useTranslation('settings');
  const colour = useAtomValue(upColourAtom);
  return (
    <CheckList
      mode="card"
      aria-label={t('upColour.label')}
      value={[colour]}
      onChange={(selected) => {
        const next = UP_COLOURS.find((option) => option === selected[0]);
        if (next) void chooseUpColour(next);
      }}
    >
      {UP_COLOURS.map((option) => (
        <CheckList.Item key={option} value={option} data-testid={`up-colour-${option}`}>
          <span className={styles.option}>
            <span className={styles.swatches} aria-hidden="true" data-up={option}>
              <span className={styles.rise}>▲</span>
              <span className={styles.fall}>▼</span>
            </span>
            {t(`upColour.${option}`)}
          </span>
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
