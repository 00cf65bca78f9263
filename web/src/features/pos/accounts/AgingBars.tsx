// Aging as bars per bucket (issue 28, decision 0058): plain HTML bars sized by share of the total, with the amounts as
// text beside them, so the chart needs no library and reads the same to a screen reader as the table.
import { AGING_BUCKETS, AGING_LABELS } from '@parts/common/house-account';
import { formatCents } from '@parts/common/money';

export function AgingBars({
  aging,
  label,
}: {
  aging: Record<(typeof AGING_BUCKETS)[number] | 'total', number>;
  label: string;
}) {
  const max = Math.max(1, ...AGING_BUCKETS.map((b) => aging[b]));
  return (
    <figure className="aging-bars" aria-label={label}>
      <figcaption>{label}</figcaption>
      <ul>
        {AGING_BUCKETS.map((b) => (
          <li key={b} className={`aging-bars__row aging-bars__row--${b}`}>
            <span className="aging-bars__label">{AGING_LABELS[b]}</span>
            <span className="aging-bars__track" aria-hidden="true">
              <span className="aging-bars__bar" style={{ width: `${(aging[b] / max) * 100}%` }} />
            </span>
            <span className="aging-bars__amount" data-testid={`aging-${b}`}>
              {formatCents(aging[b])}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
