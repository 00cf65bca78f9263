import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { CartProduct } from '@parts/common/cart';
import { fieldErrors } from '@parts/common/input';
import { centsToDecimal, formatCents, toCents } from '@parts/common/money';
import {
  APPLY_TO_ALL_RESET_MS,
  CUSTOM_PRODUCT_DEFAULTS,
  customProductInput,
  POS_CART_MSG,
  priceEditFrom,
  priceEditProblems,
  randomPoNumber,
  type PriceEdit,
} from '@parts/common/pos-cart';
import { ApiError } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { addCustomProduct, applyPoNumbers, failureText, updatePrice, type WithCart } from './pos-cart-client';

interface TaxClass {
  tax_class_id: number;
  title: string;
}

/** Add a Custom Product (spec 001 s5): Add stays disabled while invalid; after adding, the form resets keeping the tax class. */
export function CustomProductModal({
  open,
  onClose,
  taxClasses,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  taxClasses: TaxClass[];
  onDone: (a: WithCart) => void;
}) {
  const [form, setForm] = useState<Record<keyof typeof CUSTOM_PRODUCT_DEFAULTS, string>>({
    ...CUSTOM_PRODUCT_DEFAULTS,
  });
  // A custom product is goods the store sells: the dialog starts on the store's first tax class (Taxable Goods), once
  // the classes are known; blank (no tax) stays a deliberate choice (issue 31, decision 0051).
  const [taxDefaulted, setTaxDefaulted] = useState(false);
  if (!taxDefaulted && taxClasses.length > 0) {
    setTaxDefaulted(true);
    setForm((f) => (f.tax_class_id === '' ? { ...f, tax_class_id: String(taxClasses[0]!.tax_class_id) } : f));
  }
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const parsed = customProductInput.safeParse(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const touch = (k: string) => () => setTouched((t) => ({ ...t, [k]: true }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success || busy) return;
    setBusy(true);
    try {
      const answer = await addCustomProduct(form);
      if (answer.success) toast.success(answer.success);
      onDone(answer);
      setForm((f) => ({ ...CUSTOM_PRODUCT_DEFAULTS, tax_class_id: f.tax_class_id }));
      setTouched({});
    } catch (err) {
      toast.error(failureText(err, POS_CART_MSG.systemError), { staff: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add a Custom Product"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form="custom-product-form" busy={busy} disabled={!parsed.success}>
            Add
          </Button>
        </>
      }
    >
      <form id="custom-product-form" className="pos-form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Name"
          value={form.name}
          maxLength={255}
          onChange={(e) => set('name')(e.target.value)}
          onBlur={touch('name')}
          error={touched.name ? errors.name : undefined}
          required
          autoFocus
        />
        <TextField
          label="Price"
          inputMode="decimal"
          value={form.price}
          onChange={(e) => set('price')(e.target.value)}
          onBlur={touch('price')}
          error={touched.price ? errors.price : undefined}
          required
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          value={form.quantity}
          onChange={(e) => set('quantity')(e.target.value)}
          onBlur={touch('quantity')}
          error={touched.quantity ? errors.quantity : undefined}
          required
        />
        <div className="field">
          <label className="field__label" htmlFor="custom-tax-class">
            Tax class
          </label>
          <select
            id="custom-tax-class"
            className="field__input"
            value={form.tax_class_id}
            onChange={(e) => set('tax_class_id')(e.target.value)}
            aria-describedby="custom-tax-hint"
          >
            <option value="">— None —</option>
            {taxClasses.map((t) => (
              <option key={t.tax_class_id} value={t.tax_class_id}>
                {t.title}
              </option>
            ))}
          </select>
          <p id="custom-tax-hint" className="field__hint">
            {POS_CART_MSG.customTaxHint}
          </p>
        </div>
      </form>
    </Modal>
  );
}

type PriceField = 'new' | 'adjustment' | 'percent';

/** Price edit (spec 001 s5): new price, adjustment and percentage stay in sync; each has its own lower bound. */
export function PriceEditModal({
  line,
  onClose,
  onDone,
}: {
  line: CartProduct;
  onClose: () => void;
  onDone: (a: WithCart) => void;
}) {
  const originalCents = toCents(line.price_edited?.original ?? line.unit_price) ?? 0;
  const [edit, setEdit] = useState<PriceEdit>(() => priceEditFrom(originalCents, 'new', toCents(line.unit_price) ?? 0));
  const [texts, setTexts] = useState<Record<PriceField, string>>(() => ({
    new: centsToDecimal(edit.newCents),
    adjustment: centsToDecimal(edit.adjustmentCents),
    percent: String(edit.percent),
  }));
  const [badText, setBadText] = useState<PriceField | null>(null);
  const [busy, setBusy] = useState(false);
  /** Shown once the server answers that this price needs a manager's PIN (below the part's cost, decision 0047). */
  const [pinAsked, setPinAsked] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>();
  const toast = useToast();
  const problems = priceEditProblems(originalCents, edit);
  const invalid = badText !== null || Object.keys(problems).length > 0;

  const change = (field: PriceField, text: string) => {
    const value = field === 'percent' ? (/^-?\d+(\.\d{0,2})?$/.test(text.trim()) ? Number(text) : null) : toCents(text);
    if (value === null) {
      setTexts((t) => ({ ...t, [field]: text }));
      setBadText(field);
      return;
    }
    const next = priceEditFrom(originalCents, field, value);
    setBadText(null);
    setEdit(next);
    setTexts({
      new: field === 'new' ? text : centsToDecimal(next.newCents),
      adjustment: field === 'adjustment' ? text : centsToDecimal(next.adjustmentCents),
      percent: field === 'percent' ? text : String(next.percent),
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid || busy) return;
    setBusy(true);
    try {
      const answer = await updatePrice(line.key, centsToDecimal(edit.newCents), pinAsked ? pin : undefined);
      toast.success(answer.success);
      onDone(answer);
      onClose();
    } catch (err) {
      const pinProblem = err instanceof ApiError ? err.fieldErrors.manager_pin : undefined;
      if (pinProblem) {
        // The field appears (and takes the focus) with the server's words under it; the toast is not needed too.
        setPinAsked(true);
        setPinError(pinProblem);
        return;
      }
      toast.error(failureText(err, POS_CART_MSG.priceNotUpdated), { staff: true });
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (f: PriceField) => (badText === f ? 'Enter a number.' : problems[f]);

  return (
    <Modal
      open
      onClose={onClose}
      title={`Price of ${line.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="price-edit-form" busy={busy} disabled={invalid}>
            Update Price
          </Button>
        </>
      }
    >
      <form id="price-edit-form" className="pos-form" onSubmit={(e) => void submit(e)} noValidate>
        <p>
          Original price: <strong>{formatCents(originalCents)}</strong>
        </p>
        <TextField
          label="New price"
          inputMode="decimal"
          value={texts.new}
          onChange={(e) => change('new', e.target.value)}
          error={fieldError('new')}
          autoFocus
        />
        <TextField
          label="Adjustment amount"
          inputMode="decimal"
          value={texts.adjustment}
          onChange={(e) => change('adjustment', e.target.value)}
          error={fieldError('adjustment')}
        />
        <TextField
          label="Percentage"
          inputMode="decimal"
          value={texts.percent}
          onChange={(e) => change('percent', e.target.value)}
          error={fieldError('percent')}
        />
        {pinAsked && (
          <TextField
            label="Manager PIN"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(e) => {
              setPin(e.target.value);
              setPinError(undefined);
            }}
            error={pinError}
            autoFocus
          />
        )}
      </form>
    </Modal>
  );
}

/** Add PO Number (spec 001 s5): one per line, a random one on request, Apply to all (the flag resets after 250 ms). */
export function PoNumberModal({
  open,
  onClose,
  lines,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  lines: CartProduct[];
  onDone: (a: WithCart) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.key, l.po_number ?? ''])),
  );
  const [applyAll, setApplyAll] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const toast = useToast();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = async (allFrom: string | null) => {
    if (busy) return;
    setBusy(true);
    try {
      const products = allFrom
        ? [
            {
              cart_key: allFrom,
              name: lines.find((l) => l.key === allFrom)?.name ?? '',
              po_number: values[allFrom] ?? '',
              apply_to_all: true,
            },
          ]
        : lines.map((l) => ({ cart_key: l.key, name: l.name, po_number: values[l.key] ?? '', apply_to_all: false }));
      const answer = await applyPoNumbers({ products });
      toast.success(answer.success);
      onDone(answer);
      if (allFrom) setValues(Object.fromEntries(lines.map((l) => [l.key, values[allFrom] ?? ''])));
      else onClose();
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status > 0 && err.status < 500 && err.message
          ? err.message
          : POS_CART_MSG.poFailed,
        { staff: true },
      );
    } finally {
      setBusy(false);
    }
  };
  const applyToAll = (key: string) => {
    setApplyAll(key);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setApplyAll(null), APPLY_TO_ALL_RESET_MS);
    void send(key);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add PO Number"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} onClick={() => void send(null)}>
            Save PO Numbers
          </Button>
        </>
      }
    >
      <ul className="po-lines">
        {lines.map((l) => (
          <li key={l.key} className="po-lines__row">
            <TextField
              label={`PO Number for ${l.name}`}
              value={values[l.key] ?? ''}
              maxLength={64}
              onChange={(e) => setValues((v) => ({ ...v, [l.key]: e.target.value }))}
            />
            <div className="po-lines__actions">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setValues((v) => ({ ...v, [l.key]: randomPoNumber() }))}
                aria-label={`Generate a PO Number for ${l.name}`}
              >
                Generate
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-pressed={applyAll === l.key}
                disabled={!values[l.key]?.trim() || busy}
                onClick={() => applyToAll(l.key)}
                aria-label={`Apply the PO Number of ${l.name} to all items`}
              >
                Apply to all
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The rebates modal: the instant rebate each line gets (the amount is already in its unit price). */
export function RebatesModal({ open, onClose, lines }: { open: boolean; onClose: () => void; lines: CartProduct[] }) {
  const withRebate = lines.filter((l) => l.instant_rebate_name);
  return (
    <Modal open={open} onClose={onClose} title="Rebates">
      {withRebate.length === 0 ? (
        <p>No rebates apply to this cart.</p>
      ) : (
        <ul>
          {withRebate.map((l) => (
            <li key={l.key}>
              <strong>{l.name}</strong>: {l.instant_rebate_name} (unit price {l.unit_price_text}, before rebate{' '}
              {l.original_unit_price_text})
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
