import { rateToPpm } from '../../../contract/rates';

/** "0.85" → "85%", "0.0350" → "3.5%", "0.0325" → "3.25%" (integers only, at most two decimals). */
export function formatRate(rate: string): string {
  const hundredths = Math.round(rateToPpm(rate) / 100);
  const whole = Math.floor(hundredths / 100);
  const frac = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}%` : `${whole}%`;
}
