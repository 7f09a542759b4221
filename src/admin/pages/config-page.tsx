import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../api/client';
import { useConsoleQuery } from '../api/use-console-query';
import { FormError, useSubmit } from '../components/form';
import { LocalizedFields, type Localized } from '../components/localized-fields';
import { QueryBox } from '../components/query-box';
import { RoomLimits } from '../settings/room-limits';
import { SettingRow } from '../settings/setting-row';
import type { SettingKey } from '../../../contract/settings';

interface Channel {
  method: string;
  title: Localized;
  instructions: Localized;
  account: Localized;
}
const CHANNEL_FIELDS = [
  { name: 'title', label: 'config.channelTitle', multiline: false },
  { name: 'instructions', label: 'config.instructions', multiline: true },
  { name: 'account', label: 'config.account', multiline: false },
] as const;

function ChannelForm({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState({
    title: channel.title,
    instructions: channel.instructions,
    account: channel.account,
  });
  const [saved, setSaved] = useState(false);
  const { busy, error, fields, submit } = useSubmit();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(!!(await submit(() => consoleCall('channelSet', { method: channel.method, ...texts }))));
  }
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3>{t(`method.${channel.method}`)}</h3>
      {CHANNEL_FIELDS.map((field) => (
        <LocalizedFields
          key={field.name}
          name={field.name}
          label={t(field.label)}
          value={texts[field.name]}
          onChange={(value) => setTexts({ ...texts, [field.name]: value })}
          errors={fields}
          multiline={field.multiline}
        />
      ))}
      <FormError error={error} />
      <button className="primary" type="submit" disabled={busy}>
        {t('common.save')}
      </button>
      {saved && <span role="status">{t('common.saved')}</span>}
    </form>
  );
}

/** The settings with the values as last saved, so a preview shows the other limit as it now is. */
function Settings({ keys, saved }: { keys: SettingKey[]; saved: Record<string, string> }) {
  const [values, setValues] = useState(saved);
  return keys.map((key) => (
    <SettingRow key={key} name={key} values={values} onSaved={(k, v) => setValues((now) => ({ ...now, [k]: v }))} />
  ));
}

/** The settings the operator command edits, validated the same way, and the deposit channels in each language. */
export default function ConfigPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery('config');
  const rooms = useConsoleQuery('rooms');
  return (
    <>
      <h1>{t('config.title')}</h1>
      <QueryBox query={query}>
        {(config) => (
          <>
            <section className="card">
              <h2>{t('config.settings')}</h2>
              <Settings keys={config.keys} saved={config.values} />
            </section>
            <QueryBox query={rooms}>{(list) => <RoomLimits rooms={list} />}</QueryBox>
            <h2>{t('config.channels')}</h2>
            <p className="field-help">{t('content.languageHint')}</p>
            {config.channels.map((channel) => (
              <ChannelForm key={channel.method} channel={channel} />
            ))}
          </>
        )}
      </QueryBox>
    </>
  );
}
