import { useAtom, useAtomValue } from 'jotai';
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { useSanitizedHtml } from '../../../components/safe-html';
import { showAnnounceDialogAtom } from '../../../lib/state/announce.atoms';
import { loadingScreenUpAtom } from '../../../lib/state/app.atoms';
import type { Query } from '../../../lib/query/use-query';
import styles from './announce-dialog.module.css';

/**
 * The first advertising-board item, sanitized, once per session (the global flag); its button closes it.
 * It opens after the daily loading screen, not over it: a modal dialog would cover that screen.
 */
export const AnnounceDialog = memo(function AnnounceDialog({
  loaded,
}: {
  loaded: Query<CallData<'advertisingBoard'>>;
}) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useAtom(showAnnounceDialogAtom);
  const loadingScreenUp = useAtomValue(loadingScreenUpAtom);
  const dialog = useRef<HTMLDialogElement>(null);
  const first = loaded.data?.data[0];
  // opened only once its HTML is clean, so the box never grows (or shifts) after it appears
  const html = useSanitizedHtml(open && first ? first.content : null);
  const visible = open && html !== null && !loadingScreenUp;

  useEffect(() => {
    const element = dialog.current;
    if (!visible || !element || element.open) return;
    // Opening a modal lays the page out at once (about 11 ms here): in a task of its own, not in the one that
    // runs the effects of home's first screen.
    const timer = setTimeout(() => element.showModal());
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="announce-title" onCancel={close}>
      <h2 id="announce-title" className={styles.title}>
        {t('announce.title')}
      </h2>
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className={styles.close} onClick={close}>
        {t('announce.close')}
      </button>
    </dialog>
  );
});
