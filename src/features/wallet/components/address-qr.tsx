import { useEffect, useRef } from 'react';
import styles from './wallet.module.css';

/** The QR code of a deposit address, drawn by lean-qr's nano build, loaded with this screen's first QR only. */
export function AddressQr({ address, label }: { address: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let live = true;
    void import('lean-qr/nano').then(({ generate }) => {
      if (live && canvas.current) generate(address).toCanvas(canvas.current);
    });
    return () => {
      live = false;
    };
  }, [address]);
  return <canvas ref={canvas} className={styles.qr} role="img" aria-label={label} data-testid="deposit-qr" />;
}
