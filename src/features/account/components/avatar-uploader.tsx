import Button from 'antd-mobile/es/components/button';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/forms/form-parts';
import { configAtom, userInfoAtom } from '../../../lib/state/app.atoms';
import { toast } from '../../../lib/toast';
import { uploadAvatar } from '../api/upload-avatar';
import { avatarFileProblem } from '../avatar-file';
import { avatarSrc } from '../avatar-src';
import styles from './avatar-uploader.module.css';
import { MemberAvatar } from './member-avatar';

/** Choose a picture, see it, then upload it; a wrong type or a file over 2 MiB is refused before sending. */
export function AvatarUploader() {
  const { t } = useTranslation('account');
  const userInfo = useAtomValue(userInfoAtom);
  const config = useAtomValue(configAtom);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    setError(problem && t(problem));
    setFile(problem ? null : chosen);
    setPreview(problem ? null : URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file || sending) return;
    setSending(true);
    const result = await uploadAvatar(file);
    setSending(false);
    if (!result.ok) return setError(result.msg);
    setFile(null);
    setPreview(null);
    toast(t('avatar.done'));
  };

  return (
    <section className={styles.box}>
      <MemberAvatar
        src={preview ?? avatarSrc(userInfo?.avatar ?? '', config)}
        className={styles.avatar}
        alt={t('info.avatar')}
      />
      <div className={styles.side}>
        <p className={styles.hint}>{t('avatar.hint')}</p>
        <div className={styles.buttons}>
          <Button size="small" onClick={() => input.current?.click()} disabled={sending}>
            {t('avatar.choose')}
          </Button>
          {file && (
            <Button size="small" color="primary" loading={sending} disabled={sending} onClick={() => void upload()}>
              {t('avatar.upload')}
            </Button>
          )}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className={styles.file}
        aria-label={t('avatar.choose')}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <div className={styles.error}>
        <FormAlert text={error} />
      </div>
    </section>
  );
}
