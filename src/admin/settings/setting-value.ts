import { parseAmountInput, formatCents } from '../../../contract/money';
import { percentToRate, type SettingKind } from '../../../contract/settings';
import { formatRate } from '../../lib/format/rate';
import { isRate } from '../../../contract/rates';

/** The saved (wire) value as the operator edits it: a rate as a percentage without the sign, "0.006" → "0.6". */
export function toDraft(kind: SettingKind, saved: string): string {
  if (kind === 'rate' && isRate(saved)) return formatRate(saved).slice(0, -1);
  return saved;
}

/**
 * What the operator typed as it goes on the wire: "0.6" → "0.006", "1,000" → "1000.00". Text that is not a value
 * of its kind goes as typed, and the server says what is wrong with it under the field.
 */
export function toWire(kind: SettingKind, draft: string): string {
  if (kind === 'rate') return percentToRate(draft) ?? draft.trim();
  if (kind === 'amount') {
    const cents = parseAmountInput(draft);
    return cents === undefined ? draft.trim() : formatCents(cents);
  }
  return draft.trim();
}
