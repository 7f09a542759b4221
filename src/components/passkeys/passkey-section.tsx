import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerOptionsBody, renamePasskeyBody, type Passkey } from '../../../contract/passkeys';
import { confirm } from '../../lib/confirm';
import { PasswordField } from '../../lib/forms/password-field';
import { ContractForm, TextField, labelled } from '../../lib/forms/form-parts';
import { TradePasswordField } from '../../lib/forms/trade-password-field';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { formatDate } from '../../lib/format/time';
import { addPasskey, deviceName, passkeyCall, supportsPasskeys } from '../../lib/passkeys/api/passkey-client';
import { useSignedInRead } from '../../lib/query/use-call';
import { userInfoAtom } from '../../lib/state/app.atoms';
import { toast } from '../../lib/toast';
import { QueryView } from '../query-view';
import { CautionNote } from '../caution-note';
import styles from './passkeys.module.css';

/**
 * The member's passkeys in the account centre: add one (after the login password), rename, remove. `review`:
 * a password was just changed, and a passkey signs in without it: the list says so, in view, to remove any the
 * member does not recognise.
 */
export default function PasskeySection({ review = false }: { review?: boolean }) {
  const { t } = useTranslation('account');
  const query = useSignedInRead(['passkeys'], (signal) => passkeyCall('passkeys', {}, { signal, toast: false }));
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [adding, setAdding] = useState(false);

  async function remove(passkey: Passkey) {
    const content = t('passkey.removeConfirm', { name: passkey.name });
    if (!(await confirm({ content, confirmText: t('passkey.remove'), cancelText: t('passkey.cancel') }))) return;
    const result = await passkeyCall('removePasskey', { id: passkey.id });
    // removed: the write reads the list again; refused (gone already): the list shows what there is
    if (result.ok) toast(t('passkey.removed'));
    else void query.refetch();
  }

  const row = (passkey: Passkey) => (
    <List.Item
      key={passkey.id}
      description={usedText(passkey, t)}
      extra={
        <span className={styles.actions}>
          <Button size="mini" fill="none" color="primary" onClick={() => setRenaming(passkey)}>
            {t('passkey.rename')}
          </Button>
          <Button size="mini" fill="none" color="danger" onClick={() => void remove(passkey)}>
            {t('passkey.remove')}
          </Button>
        </span>
      }
    >
      {passkey.name}
    </List.Item>
  );

  return (
    <section className={styles.section} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={styles.title}>
        {t('passkey.title')}
      </h2>
      <p className={styles.hint}>{t('passkey.hint')}</p>
      {review && query.data && query.data.list.length > 0 && (
        <CautionNote className={styles.review} ref={(note) => note?.scrollIntoView({ block: 'center' })}>
          {t('passkey.review')}
        </CautionNote>
      )}
      {renaming ? (
        <RenameForm passkey={renaming} onClose={() => setRenaming(null)} />
      ) : (
        <QueryView query={query} rows={1}>
          {({ list }) =>
            list.length === 0 ? <p className={styles.hint}>{t('passkey.none')}</p> : <List>{list.map(row)}</List>
          }
        </QueryView>
      )}
      {!supportsPasskeys() ? (
        <p className={styles.hint}>{t('passkey.unsupported')}</p>
      ) : adding ? (
        <AddForm onClose={() => setAdding(false)} />
      ) : (
        <div className={styles.buttons}>
          <Button block color="primary" fill="outline" onClick={() => setAdding(true)}>
            {t('passkey.add')}
          </Button>
        </div>
      )}
    </section>
  );
}

function usedText(passkey: Passkey, t: (key: string, options?: Record<string, string>) => string) {
  const added = t('passkey.added', { date: formatDate(passkey.createdAt) });
  const used = passkey.lastUsedAt
    ? t('passkey.lastUsed', { date: formatDate(passkey.lastUsedAt) })
    : t('passkey.neverUsed');
  return `${added} · ${used}`;
}

/**
 * "Add a passkey": the login password (and the trade password, whose place it takes in approving withdrawals,
 * when the member has one), then the device's own unlock; named after the device.
 */
function AddForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  // the profile may not know yet of a trade password set on another device: the server's asking shows the field
  const [asked, setAsked] = useState(false);
  const needsTradePassword = (useAtomValue(userInfoAtom)?.hasTradePassword ?? false) || asked;
  const form = useContractForm({
    schema: registerOptionsBody,
    initial: { password: '', tradePassword: '' },
    toInput: ({ password, tradePassword }) => (needsTradePassword ? { password, tradePassword } : { password }),
    send: async (confirmation) => {
      const result = await addPasskey(confirmation, deviceName(navigator.userAgent));
      if (!result.ok && 'fields' in result && result.fields?.tradePassword) setAsked(true);
      return result.ok || result.msg ? result : { ...result, msg: t('passkey.cancelled') };
    },
    onSuccess: () => {
      toast(t('passkey.addedToast'));
      onClose();
    },
  });
  return (
    <>
      <ContractForm form={form} submitLabel={t('passkey.continue')}>
        <PasswordField current {...labelled(t, 'passkey.password')} {...form.bind('password')} />
        {needsTradePassword && (
          <TradePasswordField label={t('passkey.tradePassword')} {...form.bind('tradePassword')} />
        )}
      </ContractForm>
      <CancelButton onClick={onClose} />
    </>
  );
}

function RenameForm({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation('account');
  const form = useContractForm({
    schema: renamePasskeyBody,
    initial: { name: passkey.name },
    toInput: (v) => ({ id: passkey.id, name: v.name }),
    send: (input) => passkeyCall('renamePasskey', input, { toast: false }),
    onSuccess: () => {
      onClose();
    },
  });
  return (
    <>
      <ContractForm form={form} submitLabel={t('passkey.save')}>
        <TextField label={t('passkey.name')} {...form.bind('name')} />
      </ContractForm>
      <CancelButton onClick={onClose} />
    </>
  );
}

function CancelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.alternative}>
      <Button size="small" fill="none" onClick={onClick}>
        {t('passkey.cancel')}
      </Button>
    </div>
  );
}
