/** A figure's values over the range as a small line (plain SVG): a zero line when the values cross it. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const width = 160;
  const height = 36;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const x = (i: number) => (values.length < 2 ? width / 2 : (i / (values.length - 1)) * width);
  const y = (v: number) => height - 2 - ((v - low) / span) * (height - 4);
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {low < 0 && <line x1="0" x2={width} y1={y(0)} y2={y(0)} className="zero" />}
      <polyline points={points} fill="none" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
