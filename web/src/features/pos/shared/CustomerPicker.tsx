import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  customerLabel,
  customerSearchAnswer,
  type PickedCustomer,
} from '@parts/common/pos-cart';
import { MSG } from '@parts/common/messages';
import { api, errorMessage, isAbort } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { useDebouncedValue } from '../../fitment/useDebouncedValue';
import './customer-picker.css';

export interface CustomerPickerProps {
  /** The customer attached now (cart or order), or null. */
  customer: PickedCustomer | null;
  /** Attach the picked customer; the caller shows its toast ("Customer assigned to cart!") and refreshes. */
  onPick: (customer: PickedCustomer) => Promise<void> | void;
  /** Detach the current customer. */
  onRemove?: () => Promise<void> | void;
  /**
   * The search call: POST with `customerData` (spec 001 s7, /checkout/cart/getCustomer), answering `{ customers }`.
   * /pos/customer/search can be passed once it exists.
   */
  searchPath?: string;
  label?: string;
  disabled?: boolean;
}

type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; customers: PickedCustomer[] }
  | { status: 'error'; message: string };

/**
 * The staff customer picker (spec 001: "Assign Customer to Cart"): a combobox searching by name, email or phone after a
 * typing pause; arrow keys move through the matches, Enter picks, Escape closes. Shows the attached customer with Remove.
 */
export function CustomerPicker({
  customer,
  onPick,
  onRemove,
  searchPath = '/checkout/cart/getCustomer',
  label = 'Customer',
  disabled,
}: CustomerPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState<'pick' | 'remove' | null>(null);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const query = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (query.length < 2) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api(searchPath, { json: { customerData: query }, schema: customerSearchAnswer, signal: controller.signal }).then(
      (answer) => {
        setState({ status: 'done', customers: answer.customers });
        setActive(0);
      },
      (err: unknown) => {
        if (!isAbort(err)) setState({ status: 'error', message: errorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [query, searchPath]);

  const matches = state.status === 'done' ? state.customers : [];
  const expanded = open && query.length >= 2 && state.status !== 'idle';

  const pick = async (c: PickedCustomer) => {
    if (busy) return;
    setBusy('pick');
    try {
      await onPick(c);
      setText('');
      setOpen(false);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    if (busy || !onRemove) return;
    setBusy('remove');
    try {
      await onRemove();
    } finally {
      setBusy(null);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (e.key === 'ArrowUp' && matches.length) {
      e.preventDefault();
      setActive((i) => (i - 1 + matches.length) % matches.length);
    } else if (e.key === 'Enter' && expanded && matches[active]) {
      e.preventDefault();
      void pick(matches[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="customer-picker">
      {customer && (
        <div className="customer-picker__current">
          <p>
            <span className="customer-picker__label">{label}:</span> <strong>{customerLabel(customer)}</strong>
            {customer.email && <span className="customer-picker__meta"> {customer.email}</span>}
          </p>
          {onRemove && (
            <Button
              size="sm"
              variant="secondary"
              busy={busy === 'remove'}
              disabled={disabled || busy !== null}
              onClick={() => void remove()}
              aria-label={`Remove customer ${customerLabel(customer)}`}
            >
              Remove
            </Button>
          )}
        </div>
      )}
      <div className="field customer-picker__search">
        <label htmlFor={id} className="field__label">
          {customer ? 'Change customer' : 'Find a customer'}
        </label>
        <input
          id={id}
          className="field__input"
          type="search"
          role="combobox"
          autoComplete="off"
          placeholder="Name, email or phone"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && matches[active] ? `${id}-opt-${matches[active].customer_id}` : undefined}
          value={text}
          maxLength={100}
          disabled={disabled || busy === 'pick'}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Matching customers"
          className="customer-picker__list"
          hidden={!expanded}
        >
          {state.status === 'loading' && <p className="customer-picker__note">Searching…</p>}
          {state.status === 'error' && (
            <p className="customer-picker__note field__error" role="alert">
              {state.message}
            </p>
          )}
          {state.status === 'done' && matches.length === 0 && <p className="customer-picker__note">{MSG.noResults}</p>}
          {matches.map((c, i) => (
            <div
              key={c.customer_id}
              id={`${id}-opt-${c.customer_id}`}
              role="option"
              aria-selected={i === active}
              className="customer-picker__option"
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => void pick(c)}
            >
              <strong>{customerLabel(c)}</strong>
              <span className="customer-picker__meta">
                {c.email}
                {c.telephone ? ` · ${c.telephone}` : ''}
              </span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export default CustomerPicker;
