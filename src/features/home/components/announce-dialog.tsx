import Dialog from 'antd-mobile/es/components/dialog';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { showAnnounceDialogAtom } from '../../../lib/state/app.atoms';
import { SafeHtml } from '../../../components/safe-html';
import type { Loaded } from './use-load';
import styles from './announce-dialog.module.css';

/** The first advertising-board item, sanitized, once per session (the global flag); its button closes it. */
export function AnnounceDialog({ loaded }: { loaded: Loaded<CallData<'advertisingBoard'>> }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useAtom(showAnnounceDialogAtom);
  const first = loaded.state.status === 'ready' ? loaded.state.data.data[0] : undefined;
  if (!first) return null;
  return (
    <Dialog
      visible={open}
      style={{ '--min-width': '70vw', '--max-width': '70vw' }}
      aria-label={t('announce.title')}
      title={t('announce.title')}
      content={<SafeHtml className={styles.content} html={first.content} />}
      actions={[{ key: 'close', text: t('announce.close') }]}
      onAction={() => setOpen(false)}
      destroyOnClose
    />
  );
}
