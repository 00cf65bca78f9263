import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MSG } from '@parts/common/messages';
import { SCAN_KEY_GAP_MS, type ScanMatch } from '@parts/common/pos-cart';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast/toast-context';
import { addPart, failureText, scan } from './pos-cart-client';

/**
 * Scan to add (decision 0019): the cart's search box takes a typed part number, UPC or SKU and Enter adds the part.
 * A keyboard-wedge scanner types fast and ends with Enter: such a burst typed while focus is elsewhere on the page
 * (not in another field) is caught here too. One match is added at once; an ambiguous code lists its matches.
 */
export function ScanBox({ onAdded }: { onAdded: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [matches, setMatches] = useState<{ code: string; message: string; products: ScanMatch[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toast = useToast();

  const add = async (p: ScanMatch) => {
    try {
      const answer = await addPart(p.product_id);
      toast.success(answer.success);
      setMatches(null);
      onAdded();
    } catch (err) {
      toast.error(failureText(err, MSG.somethingWentWrong), { staff: true });
    }
  };

  const lookUp = async (raw: string) => {
    const text = raw.trim();
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await scan(text);
      if (answer.products.length === 1) {
        await add(answer.products[0]!);
        setCode('');
      } else {
        setMatches({ code: text, message: answer.message, products: answer.products });
      }
    } catch (err) {
      setMatches(null);
      setError(failureText(err, MSG.somethingWentWrong));
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  };
  const lookUpRef = useRef(lookUp);
  lookUpRef.current = lookUp;

  // The wedge: characters arriving faster than SCAN_KEY_GAP_MS apart, then Enter, outside any editable field.
  useEffect(() => {
    let buffer = '';
    let last = 0;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
      if (document.querySelector('[role="dialog"]')) return;
      const now = performance.now();
      if (e.key === 'Enter') {
        if (buffer.length >= 4) {
          e.preventDefault();
          setCode(buffer);
          void lookUpRef.current(buffer);
        }
        buffer = '';
        return;
      }
      if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey) return;
      buffer = now - last <= SCAN_KEY_GAP_MS ? buffer + e.key : e.key;
      last = now;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void lookUp(code);
  };

  return (
    <section className="pos-scan" aria-label="Scan or enter a part">
      <form className="pos-scan__form" onSubmit={submit} role="search">
        <div className="field pos-scan__field">
          <label htmlFor="pos-scan" className="field__label">
            Scan or type a part number, UPC or SKU
          </label>
          <input
            ref={inputRef}
            id="pos-scan"
            className="field__input"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pos-scan-error' : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="pos-scan-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" busy={busy} disabled={!code.trim()}>
          Add
        </Button>
      </form>
      {matches && (
        <div className="pos-scan__matches" role="region" aria-label="Matching parts">
          <p>{matches.message}</p>
          <ul>
            {matches.products.map((p) => (
              <li key={p.product_id}>
                <span>
                  <strong>{p.name}</strong>{' '}
                  <span className="pos-muted">{[p.aaia, p.mpn, p.sku, p.upc].filter(Boolean).join(' · ')}</span>{' '}
                  {p.price_text}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void add(p)}
                  aria-label={`Add ${p.name} (${p.mpn})`}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="link" onClick={() => setMatches(null)}>
            Close list
          </Button>
        </div>
      )}
    </section>
  );
}
