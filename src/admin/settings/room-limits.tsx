import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../contract/figures';
import type { RoomRisk } from '../../../contract/house-risk';
import { formatRate } from '../../lib/format/rate';
import { consoleCall } from '../api/client';
import { ConfirmBox } from '../components/confirm-box';
import { Field, FormError, useSubmit } from '../components/form';

type Limit = 'maxMemberStake' | 'maxExposure';
const LIMITS: Limit[] = ['maxMemberStake', 'maxExposure'];

/**
 * A room's bounds on a period, beside its stakes and what its open periods expose the house to now. Saving asks
 * first, as the money settings do: orders past the new bounds are refused at once.
 */
function RoomForm({ room }: { room: RoomRisk }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<Limit, string>>({
    maxMemberStake: room.maxMemberStake ?? '',
    maxExposure: room.maxExposure ?? '',
  });
  const [saved, setSaved] = useState({ ...draft });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const { busy, error, fields, submit } = useSubmit();
  const changed = LIMITS.some((limit) => draft[limit].trim() !== saved[limit]);
  const wire = (value: string) => (value.trim() === '' ? null : value.trim());

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!confirming) return setConfirming(true);
    setConfirming(false);
    const body = { id: room.id, maxMemberStake: wire(draft.maxMemberStake), maxExposure: wire(draft.maxExposure) };
    if (!(await submit(() => consoleCall('roomLimits', body)))) return;
    setSaved({ maxMemberStake: draft.maxMemberStake.trim(), maxExposure: draft.maxExposure.trim() });
    setDone(true);
  }
  return (
    <form className="card room-limits" onSubmit={(e) => void onSubmit(e)} noValidate data-testid={`room-${room.id}`}>
      <h3>{room.name}</h3>
      <p className="field-help">
        {t('config.roomStakes', {
          min: formatMoney(room.minStake),
          max: formatMoney(room.maxStake),
          rate: formatRate(room.payoutRate),
        })}
      </p>
      <p className="room-exposure">
        {t('config.exposureNow', { exposure: formatMoney(room.exposure) })}
        {room.maxExposure !== null && ` / ${formatMoney(room.maxExposure)}`}
      </p>
      {LIMITS.map((limit) => (
        <Field key={limit} label={t(`config.${limit}`)} error={fields[limit]}>
          <input
            name={limit}
            inputMode="decimal"
            placeholder={t('config.noLimit')}
            value={draft[limit]}
            onChange={(e) => {
              setDraft({ ...draft, [limit]: e.target.value });
              setConfirming(false);
              setDone(false);
            }}
          />
        </Field>
      ))}
      <FormError error={error} />
      {confirming ? (
        <ConfirmBox label={room.name} busy={busy} onCancel={() => setConfirming(false)}>
          <p>{t('config.confirmRoom', { room: room.name })}</p>
        </ConfirmBox>
      ) : (
        <button type="submit" disabled={busy || !changed}>
          {t('common.save')}
        </button>
      )}
      {done && <span role="status">{t('common.saved')}</span>}
    </form>
  );
}

export function RoomLimits({ rooms }: { rooms: RoomRisk[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2>{t('config.rooms')}</h2>
      <p className="field-help">{t('config.roomsHelp')}</p>
      <div className="columns">
        {rooms.map((room) => (
          <RoomForm key={room.id} room={room} />
        ))}
      </div>
    </section>
  );
}
