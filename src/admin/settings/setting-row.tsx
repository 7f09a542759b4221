import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { applyRate, isRate, rateToPpm } from '../../../contract/rates';
import { decimalToCents, formatCents } from '../../../contract/money';
import { MONEY_SETTINGS, SETTING_KINDS, type SettingKey, type SettingKind } from '../../../contract/settings';
import { formatMoney } from '../../../contract/figures';
import { formatRate } from '../../lib/format/rate';
import { consoleCall } from '../api/client';
import { ConfirmBox } from '../components/confirm-box';
import { Field, useSubmit } from '../components/form';
import { toDraft, toWire } from './setting-value';

const INPUT_MODES = {
  rate: 'decimal',
  amount: 'decimal',
  hours: 'numeric',
  link: 'url',
  phone: 'tel',
  email: 'email',
  text: 'text',
  address: 'text',
} as const satisfies Record<Exclude<SettingKind, 'switch'>, string>;

/** The fee shown on this amount, the way the withdrawal form shows it. */
const SAMPLE_WITHDRAWAL_CENTS = 50_000;

/** What members will see once `key` is `value` (wire form), or undefined when the setting shows no figure. */
function memberView(key: SettingKey, value: string, values: Record<string, string>, t: TFunction) {
  if (key === 'withdraw_fee_rate' && isRate(value)) {
    const fee = applyRate(SAMPLE_WITHDRAWAL_CENTS, rateToPpm(value));
    return t('config.previewFee', {
      rate: formatRate(value),
      fee: formatMoney(formatCents(fee)),
      amount: formatMoney(formatCents(SAMPLE_WITHDRAWAL_CENTS)),
    });
  }
  if (key === 'withdraw_min' || key === 'withdraw_max') {
    const limits = { ...values, [key]: value };
    const [min, max] = [limits.withdraw_min ?? '', limits.withdraw_max ?? ''];
    if (decimalToCents(min) === undefined || decimalToCents(max) === undefined) return undefined;
    return t('config.previewLimits', { min: formatMoney(min), max: formatMoney(max) });
  }
  // the customer-service page's channels and the digital-currency deposit's address: shown as typed
  const page = key.startsWith('service_') ? 'Service' : key.startsWith('crypto_') ? 'Deposit' : undefined;
  if (page) {
    const label = t(`config.keys.${key}`);
    return value === '' ? t(`config.preview${page}Hidden`, { label }) : t(`config.preview${page}`, { label, value });
  }
  return undefined;
}

interface SettingRowProps {
  name: SettingKey;
  /** the saved values of every setting: the preview of a limit shows the other one */
  values: Record<string, string>;
  onSaved: (name: SettingKey, value: string) => void;
}

/**
 * One setting, entered the way members read it (a percentage, an amount, a switch), with Save enabled only when
 * the value differs from the saved one. A setting that changes money asks first, showing what members will see.
 */
export function SettingRow({ name, values, onSaved }: SettingRowProps) {
  const { t } = useTranslation();
  const kind = SETTING_KINDS[name];
  const saved = values[name] ?? '';
  const [draft, setDraft] = useState(() => toDraft(kind, saved));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  /** the value the server refused: members will never see it, so no preview says they will */
  const [refused, setRefused] = useState<string | null>(null);
  const { busy, error, fields, submit } = useSubmit();
  const wire = toWire(kind, draft);
  const changed = wire !== saved;
  const preview = changed && wire !== refused ? memberView(name, wire, values, t) : undefined;

  async function save() {
    setConfirming(false);
    const ok = await submit(() => consoleCall('configSet', { key: name, value: wire }));
    if (!ok) {
      setRefused(wire);
      return;
    }
    setDone(true);
    setDraft(toDraft(kind, wire));
    onSaved(name, wire);
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (MONEY_SETTINGS.includes(name) && !confirming) setConfirming(true);
    else void save();
  }
  function edit(value: string) {
    setDraft(value);
    setDone(false);
    setConfirming(false);
  }

  const label = t(`config.keys.${name}`);
  const control =
    kind === 'switch' ? (
      <input
        type="checkbox"
        role="switch"
        name={name}
        checked={draft === 'true'}
        onChange={(e) => edit(String(e.target.checked))}
      />
    ) : (
      <span className={kind === 'rate' ? 'with-unit' : undefined}>
        <input name={name} inputMode={INPUT_MODES[kind]} value={draft} onChange={(e) => edit(e.target.value)} />
        {kind === 'rate' && <span aria-hidden="true">%</span>}
      </span>
    );
  return (
    <form className={`setting setting-${kind}`} onSubmit={onSubmit} noValidate>
      <Field label={label} help={t(`config.help.${name}`)} error={fields.value ?? fields.key ?? error}>
        {control}
      </Field>
      {!confirming && (
        <button type="submit" disabled={busy || !changed}>
          {t('common.save')}
        </button>
      )}
      {done && <span role="status">{t('common.saved')}</span>}
      {preview && !confirming && <p className="setting-preview">{preview}</p>}
      {confirming && (
        <ConfirmBox label={label} busy={busy} onCancel={() => setConfirming(false)}>
          <p>{t('config.confirmMoney', { setting: label })}</p>
          {preview && <p className="setting-preview">{preview}</p>}
        </ConfirmBox>
      )}
    </form>
  );
}
