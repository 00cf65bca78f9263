import { useId, type Ref } from 'react';
import type { FacetOption } from '@parts/common/fitment';
import { splitPopular } from './vehicle-rules';

export interface FacetSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FacetOption[] | undefined;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Until the facet before it is chosen. */
  disabled?: boolean;
  /** Optional facets start with "Any"; required ones with "Select {label}". */
  optional?: boolean;
  /** ymm_popular_sort is "1": popular options in their own group first. */
  popularSort?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One labelled select per facet, with its loading and error states. */
export function FacetSelect({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  onRetry,
  disabled,
  optional,
  popularSort = false,
  selectRef,
}: FacetSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { popular, rest } = splitPopular(loading ? [] : (options ?? []), popularSort);
  const first = loading ? `Loading ${label.toLowerCase()}…` : optional ? 'Any' : `Select ${label}`;
  const items = (list: FacetOption[]) =>
    list.map((o) => (
      <option key={o.id} value={String(o.id)}>
        {o.name}
      </option>
    ));

  return (
    <div className="facet-select">
      <label htmlFor={id} className="facet-select__label">
        {label}
      </label>
      <select
        id={id}
        ref={selectRef}
        className="facet-select__input"
        value={loading ? '' : value}
        disabled={disabled}
        aria-busy={loading || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{first}</option>
        {popular.length > 0 ? (
          <>
            <optgroup label="Popular">{items(popular)}</optgroup>
            <optgroup label={`All ${label.toLowerCase()}s`}>{items(rest)}</optgroup>
          </>
        ) : (
          items(rest)
        )}
      </select>
      {error && (
        <p id={errorId} className="facet-select__error" role="alert">
          {error}{' '}
          {onRetry && (
            <button type="button" className="btn btn--link" onClick={onRetry}>
              Retry
            </button>
          )}
        </p>
      )}
    </div>
  );
}
