import { useId } from 'react';
import { QUANTITY_MAX } from '@parts/common/constants';
import { checkQuantity, clampQuantity } from '@parts/common/quantity';

/** The spec's quantity rule (common/src/quantity.ts) for the input: the message when the text is not a valid quantity. */
export function quantityProblem(text: string, minimum: number): string | null {
  const r = checkQuantity(text, minimum);
  return 'error' in r ? r.error : null;
}

export { clampQuantity };

export function QuantityInput({
  value,
  minimum,
  onChange,
  label,
  onEnter,
}: {
  value: string;
  minimum: number;
  onChange: (v: string) => void;
  label: string;
  onEnter?: () => void;
}) {
  const id = useId();
  const problem = quantityProblem(value, minimum);
  return (
    <div className="qty">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="field__input qty__input"
        type="number"
        inputMode="numeric"
        min={Math.max(1, minimum)}
        max={QUANTITY_MAX}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => onChange(clampQuantity(value, minimum))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !problem) onEnter?.();
        }}
      />
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
