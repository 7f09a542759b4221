import Input from 'antd-mobile/es/components/input';
import { EyeClosedIcon, EyeIcon } from '../../../components/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './auth-form.module.css';

interface PasswordInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A password box with a show/hide toggle. */
export function PasswordInput({ label, ...input }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.password}>
      <Input {...input} aria-label={label} type={visible ? 'text' : 'password'} maxLength={64} />
      <button
        type="button"
        className={styles.eye}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeIcon aria-hidden /> : <EyeClosedIcon aria-hidden />}
      </button>
    </div>
  );
}
