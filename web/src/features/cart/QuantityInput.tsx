import { useId } from 'react';
import { QUANTITY_MAX } from '@parts/common/constants';
import { MSG } from '@parts/common/messages';

/** The spec's quantity rule for the input: a whole number from the minimum to 10000; the message when it is not. */
export function quantityProblem(text: string, minimum: number): string | null {
  if (!/^\d+$/.test(text.trim())) return MSG.numberMustBeInput;
  const n = Number(text);
  if (n < Math.max(1, minimum)) return MSG.minimumQuantity(Math.max(1, minimum));
  if (n > QUANTITY_MAX) return MSG.maximumQuantity(QUANTITY_MAX);
  return null;
}

/** Clamps a typed quantity into range on blur (an empty box stays empty: the action is disabled then). */
export function clampQuantity(text: string, minimum: number): string {
  if (!/^\d+$/.test(text.trim())) return text;
  const n = Number(text);
  return String(Math.min(QUANTITY_MAX, Math.max(Math.max(1, minimum), n)));
}

export function QuantityInput({ value, minimum, onChange, label, onEnter }: { value: string; minimum: number; onChange: (v: string) => void; label: string; onEnter?: () => void }) {
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
