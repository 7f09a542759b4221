import Button from 'antd-mobile/es/components/button';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passkeyCall, supportsPasskeys } from '../../lib/passkeys/api/passkey-client';
import styles from './passkeys.module.css';

/**
 * On a money move that takes the trade password: a member with a passkey (on a browser that can use it)
 * approves with it by default, and may switch to the keypad and back. Others see nothing and keep the keypad.
 */
export default function PasskeyChoice({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('wallet');
  const [offered, setOffered] = useState(false);
  const choose = useRef(onChange);
  choose.current = onChange;

  useEffect(() => {
    if (!supportsPasskeys()) return;
    const asked = new AbortController();
    void passkeyCall('passkeys', {}, { signal: asked.signal, toast: false }).then((result) => {
      if (!result.ok || result.data.list.length === 0) return;
      setOffered(true);
      choose.current(true);
    });
    return () => asked.abort();
  }, []);

  if (!offered) return null;
  return (
    <div className={styles.alternative}>
      <Button size="small" fill="none" color="primary" onClick={() => onChange(!on)}>
        {t(on ? 'withdraw.passkey.useKeypad' : 'withdraw.passkey.usePasskey')}
      </Button>
    </div>
  );
}
