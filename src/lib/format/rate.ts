import { rateToPpm } from '../../../contract/rates';

/**
 * A rate as a percent, exactly as the server set it: "0.85" → "85%", "0.0350" → "3.5%", "0.005" → "0.5%",
 * "0.00125" → "0.125%" (integers only: the rate is parts per million).
 */
export function formatRate(rate: string): string {
  const ppm = rateToPpm(rate);
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${Math.trunc(ppm / 10_000)}${frac ? `.${frac}` : ''}%`;
}
