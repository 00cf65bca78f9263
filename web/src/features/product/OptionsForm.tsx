import { useId } from 'react';
import type { ProductOption, ProductOptionValue } from '@parts/common/catalog';
import { PRODUCT_MSG } from '@parts/common/messages';
import { pickMode } from '@parts/common/flags';
import { useFlags } from '../../app/flags-context';
import type { Selection } from './product-logic';

export interface OptionsFormProps {
  options: ProductOption[];
  selection: Selection;
  onChange: (optionId: number, value: string | string[]) => void;
  /** Messages keyed option[<id>] (client check or the cart's answer). */
  errors: Record<string, string>;
}

/** The options form: all nine types (spec 000 section 2), required marks, price modifiers beside each value. */
export function OptionsForm({ options, selection, onChange, errors }: OptionsFormProps) {
  if (options.length === 0) return null;
  return (
    <div className="options-form" role="group" aria-label="Options">
      {options.map((o) => (
        <OptionField
          key={o.product_option_id}
          option={o}
          value={selection[o.product_option_id]}
          onChange={(v) => onChange(o.product_option_id, v)}
          error={errors[`option[${o.product_option_id}]`]}
        />
      ))}
    </div>
  );
}

/** Modifiers show unless the noprice template is on (the server blanks them when prices are hidden). */
function useShowModifiers(): boolean {
  return pickMode(useFlags().flags) !== 'noprice';
}

function ValueLabel({ value }: { value: ProductOptionValue }) {
  const showPrices = useShowModifiers();
  return (
    <>
      {value.name}
      {showPrices && value.price_text && <span className="option-value__price"> ({value.price_text})</span>}
    </>
  );
}

function Required({ on }: { on: boolean }) {
  if (!on) return null;
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

function OptionField({
  option,
  value,
  onChange,
  error,
}: {
  option: ProductOption;
  value: string | string[] | undefined;
  onChange: (v: string | string[]) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const showPrices = useShowModifiers();
  const errorLine = error && (
    <p id={errorId} className="field__error">
      {error}
    </p>
  );
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    'aria-required': option.required || undefined,
  };

  if (option.type === 'select') {
    return (
      <div className={`field option option--select${error ? ' field--invalid' : ''}`}>
        <label htmlFor={id} className="field__label">
          {option.name}
          <Required on={option.required} />
        </label>
        <select id={id} className="field__input" value={text} onChange={(e) => onChange(e.target.value)} {...common}>
          <option value="">{PRODUCT_MSG.pleaseSelect}</option>
          {option.product_option_value.map((v) => (
            <option key={v.product_option_value_id} value={String(v.product_option_value_id)}>
              {v.name}
              {showPrices && v.price_text ? ` (${v.price_text})` : ''}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }

  if (option.type === 'radio' || option.type === 'image' || option.type === 'checkbox') {
    const multi = option.type === 'checkbox';
    return (
      <fieldset
        className={`field option option--${option.type}${error ? ' field--invalid' : ''}`}
        aria-describedby={errorId}
      >
        <legend className="field__label">
          {option.name}
          <Required on={option.required} />
        </legend>
        <div className="option__values">
          {option.product_option_value.map((v) => {
            const key = String(v.product_option_value_id);
            const checked = multi ? list.includes(key) : text === key;
            const textId = `${id}-${key}`;
            const picture = option.type === 'image' ? (v.image_thumb ?? v.image) : null;
            return (
              <label key={key} className={`option-value${checked ? ' is-checked' : ''}`}>
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={`option-${option.product_option_id}`}
                  value={key}
                  checked={checked}
                  // Named by the text alone: the picture's alt is the same name (decision 0102), said once.
                  aria-labelledby={picture ? textId : undefined}
                  onChange={(e) =>
                    multi ? onChange(e.target.checked ? [...list, key] : list.filter((x) => x !== key)) : onChange(key)
                  }
                />
                {picture && (
                  <img
                    src={picture}
                    alt={v.name}
                    width={48}
                    height={36}
                    loading="lazy"
                    decoding="async"
                    className="option-value__image"
                  />
                )}
                <span id={textId}>
                  <ValueLabel value={v} />
                </span>
              </label>
            );
          })}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  const inputType = { text: 'text', date: 'date', time: 'time', datetime: 'datetime-local' } as const;
  return (
    <div className={`field option option--${option.type}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {option.name}
        <Required on={option.required} />
      </label>
      {option.type === 'textarea' ? (
        <textarea
          id={id}
          className="field__input"
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      ) : (
        <input
          id={id}
          className="field__input"
          type={inputType[option.type]}
          maxLength={option.type === 'text' ? 255 : undefined}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        />
      )}
      {errorLine}
    </div>
  );
}
