import { LOCATOR_TEXT, type StoreLocation } from '@parts/common/locator';
import { Button } from '../../ui/Button';

interface Props {
  store: StoreLocation;
  index: number;
  mine: boolean;
  busy: boolean;
  onMakeMine: () => void;
  /** Shown when the locator was opened for one product: add it for pickup here. */
  onPickup?: () => void;
}

export function StoreCard({ store: s, index, mine, busy, onMakeMine, onPickup }: Props) {
  return (
    <li className={mine ? 'store-card store-card--mine' : 'store-card'}>
      <div className="store-card__head">
        <span className="store-card__pin" aria-hidden="true">
          {index + 1}
        </span>
        <h3 className="store-card__name">{s.location_name}</h3>
        {s.distance !== null && <span className="store-card__distance">{s.distance.toFixed(1)} mi</span>}
      </div>
      <p className="store-card__line">{s.address}</p>
      <p className="store-card__line">
        <a href={`tel:${s.telephone}`}>{s.formatted_telephone}</a>
      </p>
      {s.opening_hours.length > 0 && (
        <ul className="store-card__hours" aria-label={`Opening hours of ${s.location_name}`}>
          {s.opening_hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      {s.holiday_hours.length > 0 && (
        <ul className="store-card__hours" aria-label={`Holiday hours of ${s.location_name}`}>
          {s.holiday_hours.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      <div className="store-card__actions">
        {mine ? (
          <span className="store-card__mine">{LOCATOR_TEXT.myStore}</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={busy}
            onClick={onMakeMine}
            aria-label={`${LOCATOR_TEXT.makeMyStore}: ${s.location_name}`}
          >
            {LOCATOR_TEXT.makeMyStore}
          </Button>
        )}
        {onPickup && (
          <Button size="sm" onClick={onPickup} aria-label={`Pick up at ${s.location_name}`}>
            Pick up here
          </Button>
        )}
      </div>
    </li>
  );
}
