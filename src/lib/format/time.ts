import { currentLanguage } from '../i18n/i18n';
import * as dateTime from '../../../contract/date-time';

// The member app's dates and times in its current language: the formatting itself is date-time.ts.
export { formatClock, two } from '../../../contract/date-time';

/** ISO time → "2026/11/22 16:00" ("22 Nov 2026, 16:00" in English) in the user's time zone ('' when not a time). */
export const formatDateTime = (iso: string, language: string = currentLanguage()) =>
  dateTime.formatDateTime(iso, language);

/** ISO time → date only. */
export const formatDate = (iso: string, language: string = currentLanguage()) => dateTime.formatDate(iso, language);
