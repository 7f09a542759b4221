import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** Copies a text to the clipboard and says whether it worked. */
export function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('wallet');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('deposit.copied'));
    } catch {
      toast(t('deposit.copyFailed'));
    }
  };
  return (
    <Button size="small" color="primary" fill="outline" onClick={() => void copy()}>
      {t('deposit.copy')}
    </Button>
  );
}
