import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../contract/calls';
import { toast } from '../../lib/toast';
import {
  cancelPasskeyPrompt,
  signInWithPasskey,
  supportsPasskeyAutofill,
  supportsPasskeys,
} from '../../lib/passkeys/api/passkey-client';
import styles from './passkeys.module.css';

type Session = CallData<'login'>;

/**
 * "Sign in with a passkey" under the login form, and where the browser supports conditional mediation the
 * same passkeys offered in the account field's autofill (`autocomplete="username webauthn"`): picking one
 * signs in. The password form stays the fallback.
 */
export default function PasskeySignIn({ onSession }: { onSession: (session: Session) => void }) {
  const { t } = useTranslation('account');
  const [sending, setSending] = useState(false);
  const started = useRef(onSession);
  started.current = onSession;

  useEffect(() => {
    let live = true;
    void supportsPasskeyAutofill().then(async (autofill) => {
      if (!autofill || !live) return;
      const result = await signInWithPasskey(true);
      // a ceremony the button replaced, or one the member ignored, ends quietly
      if (live && result.ok) started.current(result.data);
    });
    return () => {
      live = false;
      cancelPasskeyPrompt();
    };
  }, []);

  if (!supportsPasskeys()) return null;
  async function signIn() {
    setSending(true);
    const result = await signInWithPasskey();
    setSending(false);
    if (result.ok) onSession(result.data);
    else toast(result.msg || t('passkey.cancelled'));
  }
  return (
    <div className={styles.signIn}>
      <Button block fill="outline" color="primary" loading={sending} disabled={sending} onClick={() => void signIn()}>
        {t('passkey.signIn')}
      </Button>
    </div>
  );
}
