import { fitTone, type FitResult } from '@parts/common/fitment';
import { MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import './fit-badge.css';

const ICON: Record<ReturnType<typeof fitTone>, string> = { fit: '✓', nofit: '✕', verify: '!', unknown: '?' };

/**
 * The fit answer with its words (colour is never the only signal), in the store's design colours. The server's
 * label says whether a vehicle is chosen: a maybe without one reads "Select Vehicle" in the unknown tone.
 */
export function FitBadge({
  result,
  label,
  size = 'md',
}: {
  result: FitResult;
  label: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { flags } = useFlags();
  if (!flags.fitment.ymm_enabled) return null;
  const tone = fitTone(result, label !== MSG.fitSelectVehicle);
  return (
    <span className={`fit-badge fit-badge--${tone} fit-badge--${size}`} data-fit={result}>
      <span className="fit-badge__icon" aria-hidden="true">
        {ICON[tone]}
      </span>
      <span className="fit-badge__text">{label}</span>
    </span>
  );
}
