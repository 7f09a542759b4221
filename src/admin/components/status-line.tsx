import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../api/use-console-query';
import { useConsoleLanguage } from '../i18n/i18n';

/** A backup older than this is shown as a warning: the schedule (BACKUP_EVERY) has stopped working. */
const STALE_BACKUP_SECONDS = 2 * 86_400;

/** "3 hours ago" in the console's language, in the largest unit that keeps it a whole number above zero. */
export function ago(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 3600) return format.format(-Math.max(1, Math.floor(seconds / 60)), 'minute');
  if (seconds < 2 * 86_400) return format.format(-Math.floor(seconds / 3600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

/** The console's health at a glance: how old the newest backup is, and how long the oldest review has waited. */
export function StatusLine() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { data } = useConsoleQuery('status');
  if (!data) return null;
  const backup = data.newestBackupAgeSeconds;
  const pending = data.oldestPendingAgeSeconds;
  const stale = backup === null || backup > STALE_BACKUP_SECONDS;
  return (
    <p className="status-line" role="status">
      <span className={stale ? 'warn' : undefined}>
        {backup === null ? t('status.noBackup') : t('status.backup', { age: ago(backup, language) })}
      </span>
      <span>{pending === null ? t('status.queueEmpty') : t('status.oldest', { age: ago(pending, language) })}</span>
    </p>
  );
}
