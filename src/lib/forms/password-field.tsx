import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeClosedIcon, EyeIcon } from '../../components/icons';
import { FormField } from './form-parts';
import styles from './password-field.module.css';

interface PasswordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** the login password the member already has (the browser offers it); otherwise a new one */
  current?: boolean;
}

/**
 * A labelled password field of a contract form with a show/hide toggle and its error line. The toggle's
 * words are the auth catalog's: a screen with this field loads that namespace.
 */
export function PasswordField({ label, error, current = false, ...input }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <FormField label={label} error={error}>
      <div className={styles.password}>
        <Input
          {...input}
          aria-label={label}
          aria-invalid={Boolean(error)}
          type={visible ? 'text' : 'password'}
          autoComplete={current ? 'current-password' : 'new-password'}
          maxLength={64}
        />
        <button
          type="button"
          className={styles.eye}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeIcon aria-hidden /> : <EyeClosedIcon aria-hidden />}
        </button>
      </div>
    </FormField>
  );
}
