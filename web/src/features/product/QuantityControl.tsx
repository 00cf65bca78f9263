import { useEffect, useId, useRef, useState } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@parts/common/constants';

export const MORE_THAN_NINE = '10+';

/**
 * Quantity 1 to 10000: a select up to 9, then "10+" switches to a number box (spec 000 issue 4). The text is handed up
 * as typed, so an empty box or 0 can disable Add to Cart.
 */
export function QuantityControl({
  value,
  onChange,
  minimum = QUANTITY_MIN,
}: {
  value: string;
  onChange: (text: string) => void;
  minimum?: number;
}) {
  const id = useId();
  const [typing, setTyping] = useState(() => !/^[1-9]$/.test(value));
  const input = useRef<HTMLInputElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (typing && focusNext.current) {
      focusNext.current = false;
      input.current?.focus();
      input.current?.select();
    }
  }, [typing]);

  return (
    <div className="quantity-control field">
      <label htmlFor={id} className="field__label">
        Quantity
      </label>
      {typing ? (
        <input
          ref={input}
          id={id}
          className="field__input quantity-control__input"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <select
          id={id}
          className="field__input quantity-control__select"
          value={value}
          onChange={(e) => {
            if (e.target.value === MORE_THAN_NINE) {
              focusNext.current = true;
              setTyping(true);
              onChange('10');
            } else onChange(e.target.value);
          }}
        >
          {Array.from({ length: 9 }, (_, i) => i + 1)
            .filter((n) => n >= Math.min(minimum, 9))
            .map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          <option value={MORE_THAN_NINE}>{MORE_THAN_NINE}</option>
        </select>
      )}
    </div>
  );
}
