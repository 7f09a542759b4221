import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../lib/maturity';

/** "Matures in 29 d 23 h 59 min", refreshed every minute; "matured" once the time has come. */
export function MaturityCountdown({ maturesAt }: { maturesAt: string }) {
  const { t } = useTranslation('term');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeft(maturesAt, now);
  return (
    <span role="timer" data-testid="maturity-countdown">
      {left ? t('maturesIn', left) : t('matured')}
    </span>
  );
}
