// A percentage in a circle (who-we-are figures: stroke 2; loan completion circles: stroke 3),
// shown also as text with a percent sign.
import { formatPercent } from '@/lib/i18n';
import { words } from '@/components/words';
import './progress-circle.css';

const RADIUS = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressCircle({ value, label, strokeWidth }: { value: number; label: string; strokeWidth: number }) {
  const percent = Math.min(Math.max(Math.round(value), 0), 100);
  return (
    <figure className="progress-circle">
      <svg viewBox="0 0 40 40" width="120" height="120" role="img" aria-label={words.labelledValue(label, formatPercent(percent))}>
        <circle cx="20" cy="20" r={RADIUS} fill="none" stroke="var(--color-surface-alt)" strokeWidth={strokeWidth} />
        <circle
          cx="20"
          cy="20"
          r={RADIUS}
          fill="none"
          stroke="var(--color-dark)"
          strokeWidth={strokeWidth}
          strokeDasharray={`${(CIRCUMFERENCE * percent) / 100} ${CIRCUMFERENCE}`}
          transform="rotate(-90 20 20)"
          strokeLinecap="round"
          data-stroke-width={strokeWidth}
        />
        <text x="20" y="22.5" textAnchor="middle" fontSize="8" fill="var(--color-dark)">
          {formatPercent(percent)}
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
