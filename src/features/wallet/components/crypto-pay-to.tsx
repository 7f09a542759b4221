import { useTranslation } from 'react-i18next';
import { AddressQr } from './address-qr';
import { PayToRow } from './pay-to-row';
import styles from './wallet.module.css';

/** Where a digital-currency deposit goes, from the server's settings: the address, its network and its QR code. */
export function CryptoPayTo({ address, network }: { address: string; network: string }) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <AddressQr address={address} label={t('deposit.qr')} />
      {network && <PayToRow label={t('deposit.network')} value={network} testId="deposit-network" />}
      <PayToRow label={t('deposit.address')} value={address} testId="deposit-account" copy />
      <p className={styles.instructions}>{t('deposit.networkWarning')}</p>
    </>
  );
}
