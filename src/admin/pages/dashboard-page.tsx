import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, DashboardRange } from '../../../contract/dashboard';
import { formatDateTime } from '../../../contract/date-time';
import { formatMoney } from '../../../contract/figures';
import { formatCents } from '../../../contract/money';
import { useConsoleQuery } from '../api/use-console-query';
import { QueryBox } from '../components/query-box';
import { ago } from '../components/status-line';
import { ExportForm } from '../dashboard/export-form';
import { ExposureTable } from '../dashboard/exposure-table';
import { FigureCard } from '../dashboard/figure-card';
import { zoneOffset } from '../dashboard/zone-time';
import { useConsoleLanguage } from '../i18n/i18n';

const RANGES: Array<{ range: DashboardRange; key: string }> = [
  { range: 'today', key: 'dashboard.today' },
  { range: 'yesterday', key: 'dashboard.yesterday' },
  { range: '7d', key: 'dashboard.week' },
  { range: '30d', key: 'dashboard.month' },
];

const money = (cents: number) => formatMoney(formatCents(cents));

function Figures({ d }: { d: Dashboard }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  const f = d.figures;
  const first = d.buckets[0] ?? '';
  const last = d.buckets.at(-1) ?? '';
  const chart = (title: string) => t('dashboard.chart', { title, from: first, to: last });
  const share =
    f.stakeSum.total === 0
      ? '—'
      : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
          f.houseResult.total / f.stakeSum.total,
        );
  type Totals = { [K in keyof Dashboard['figures']]: number };
  const totals = Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.total])) as Totals;
  // each money figure: its title, and what goes with its total
  const cards: Array<[keyof Totals, string, string?]> = [
    ['rechargeSum', 'recharges', t('dashboard.rechargesNote', { n: count(totals.rechargeCount) })],
    [
      'withdrawSum',
      'withdrawals',
      t('dashboard.withdrawalsNote', { n: count(totals.withdrawCount), fee: money(totals.withdrawFee) }),
    ],
    ['stakeSum', 'stakes', t('dashboard.stakesNote', { n: count(totals.stakeCount) })],
    ['payoutSum', 'payouts'],
    ['refundSum', 'refunds'],
    ['houseResult', 'result', t('dashboard.resultNote', { share })],
    ['termInSum', 'termIn', t('dashboard.termInNote', { n: count(totals.termInCount) })],
    [
      'termOutSum',
      'termOut',
      t('dashboard.termOutNote', { n: count(totals.termOutCount), interest: money(totals.interest) }),
    ],
  ];
  const result = totals.houseResult;
  const age = (seconds: number | null) => (seconds === null ? t('dashboard.none') : ago(seconds, language));
  return (
    <>
      <div className="dashboard-figures">
        {cards.map(([id, title, note]) => (
          <FigureCard
            key={id}
            testId={id}
            title={t(`dashboard.${title}`)}
            value={money(totals[id])}
            note={note}
            series={f[id].series}
            chartLabel={chart(t(`dashboard.${title}`))}
            tone={id === 'houseResult' && result !== 0 ? (result < 0 ? 'negative' : 'positive') : undefined}
          />
        ))}
        {(['newMembers', 'traders'] as const).map((id) => (
          <FigureCard
            key={id}
            testId={id}
            title={t(`dashboard.${id}`)}
            value={count(totals[id])}
            series={f[id].series}
            chartLabel={chart(t(`dashboard.${id}`))}
          />
        ))}
        <FigureCard
          testId="queue"
          title={t('dashboard.queue')}
          value={count(d.queue.count)}
          note={d.queue.count ? t('dashboard.queueNote', { age: age(d.queue.oldestAgeSeconds) }) : undefined}
        />
        <FigureCard
          testId="backlog"
          title={t('dashboard.backlog')}
          value={count(d.settlementBacklog.count)}
          note={
            d.settlementBacklog.count
              ? t('dashboard.backlogNote', { age: age(d.settlementBacklog.oldestAgeSeconds) })
              : undefined
          }
          tone={d.settlementBacklog.count > 0 ? 'alert' : undefined}
        />
        <FigureCard testId="backup" title={t('dashboard.backup')} value={age(d.newestBackupAgeSeconds)} />
      </div>
      <ExposureTable rows={d.openExposure} />
    </>
  );
}

/**
 * The console's first page: the business in figures for today, yesterday, the last 7 or 30 days in the
 * server's time zone (said on screen), each with its line over the range; read again as the event stream
 * tells of money moving (console-stream).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const [range, setRange] = useState<DashboardRange>('today');
  const query = useConsoleQuery('dashboard', { range });
  const d = query.data;
  return (
    <>
      <h1>{t('dashboard.title')}</h1>
      <div className="tabs" role="tablist">
        {RANGES.map((r) => (
          <button
            key={r.range}
            type="button"
            role="tab"
            aria-selected={r.range === range}
            onClick={() => setRange(r.range)}
          >
            {t(r.key)}
          </button>
        ))}
      </div>
      {d && (
        <p className="zone-line">
          {t('dashboard.zone', {
            zone: d.timeZone,
            offset: zoneOffset(d.timeZone),
            from: formatDateTime(d.from, language, d.timeZone),
            to: formatDateTime(d.to, language, d.timeZone),
          })}
        </p>
      )}
      <QueryBox query={query}>
        {(data) => (
          <>
            <Figures d={data} />
            <ExportForm from={data.buckets[0]!.slice(0, 10)} to={data.buckets.at(-1)!.slice(0, 10)} />
          </>
        )}
      </QueryBox>
    </>
  );
}
