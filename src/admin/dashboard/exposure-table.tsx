import { useTranslation } from 'react-i18next';
import type { OpenExposure } from '../../../contract/dashboard';
import { formatMoney } from '../../../contract/figures';
import { formatCents } from '../../../contract/money';

const money = (cents: number) => formatMoney(formatCents(cents));

/** The open periods' books: stakes on each side, the house's exposure and the room's bound. */
export function ExposureTable({ rows }: { rows: OpenExposure[] }) {
  const { t } = useTranslation();
  return (
    <section data-testid="exposure">
      <h2>{t('dashboard.exposure')}</h2>
      {rows.length === 0 ? (
        <p className="state">{t('dashboard.exposureNone')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{t('dashboard.room')}</th>
              <th>{t('dashboard.issue')}</th>
              <th className="num">{t('dashboard.up')}</th>
              <th className="num">{t('dashboard.down')}</th>
              <th className="num">{t('dashboard.exposed')}</th>
              <th className="num">{t('dashboard.bound')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.roomId}-${row.issueNo}`}>
                <td>{row.room}</td>
                <td>{row.issueNo}</td>
                <td className="num">{money(row.up)}</td>
                <td className="num">{money(row.down)}</td>
                <td className={row.maxExposure !== null && row.exposure >= row.maxExposure ? 'num alert' : 'num'}>
                  {money(row.exposure)}
                </td>
                <td className="num">{row.maxExposure === null ? t('dashboard.noBound') : money(row.maxExposure)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
