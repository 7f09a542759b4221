import type { ReactNode } from 'react';
import { Sparkline } from './sparkline';

interface FigureCardProps {
  title: string;
  value: string;
  note?: ReactNode;
  /** the figure per bucket of the range; none for a figure of this moment (the queue, a backup) */
  series?: number[];
  chartLabel?: string;
  /** positive, negative: a signed amount in the sign colours (red up in Chinese); alert: something waiting too long */
  tone?: 'positive' | 'negative' | 'alert';
  testId: string;
}

/** One figure of the dashboard: its name, its total, what goes with it, and its line over the range. */
export function FigureCard({ title, value, note, series, chartLabel, tone, testId }: FigureCardProps) {
  return (
    <section className="figure card" data-testid={testId}>
      <h2>{title}</h2>
      <p className={`figure-value${tone ? ` ${tone}` : ''}`}>{value}</p>
      {note && <p className="figure-note">{note}</p>}
      {series && <Sparkline values={series} label={chartLabel ?? title} />}
    </section>
  );
}
