import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { MSG } from '@parts/common/messages';
import { SCAN_KEY_GAP_MS, scanInput, type ScanMatch } from '@parts/common/pos-cart';
import { Button } from '../../../ui/Button';
import { useToast } from '../../../ui/toast/toast-context';
import { addPart, failureText, scan } from './pos-cart-client';

type ScanValues = z.input<typeof scanInput>;

/**
 * Scan to add (decision 0019): the cart's search box takes a typed part number, UPC or SKU and Enter adds the part.
 * A keyboard-wedge scanner types fast and ends with Enter: such a burst typed while focus is elsewhere on the page
 * (not in another field) is caught here too. One match is added at once; an ambiguous code lists its matches.
 */
export function ScanBox({ onAdded }: { onAdded: () => void }) {
  const [matches, setMatches] = useState<{ code: string; message: string; products: ScanMatch[] } | null>(null);
  const toast = useToast();
  const form = useForm<ScanValues, unknown, z.output<typeof scanInput>>({
    resolver: zodResolver(scanInput),
    defaultValues: { code: '' },
  });
  const { ref: registerRef, ...codeField } = form.register('code');
  const inputRef = useRef<HTMLInputElement | null>(null);

  const add = useMutation({
    mutationFn: (p: ScanMatch) => addPart(p.product_id),
    onSuccess: (answer) => {
      toast.success(answer.success);
      setMatches(null);
      onAdded();
    },
    onError: (err) => toast.error(failureText(err, MSG.somethingWentWrong), { staff: true }),
  });

  const lookUp = useMutation({
    mutationFn: (code: string) => scan(code),
    onSuccess: async (answer, code) => {
      if (answer.products.length === 1) {
        await add.mutateAsync(answer.products[0]!).then(
          () => form.reset({ code: '' }),
          () => undefined,
        );
      } else {
        setMatches({ code, message: answer.message, products: answer.products });
      }
    },
    onError: (err) => {
      setMatches(null);
      form.setError('code', { type: 'server', message: failureText(err, MSG.somethingWentWrong) });
    },
    onSettled: () => inputRef.current?.focus(),
  });
  const submit = form.handleSubmit(({ code }) => {
    if (!lookUp.isPending) lookUp.mutate(code);
  });
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const error = form.formState.errors.code?.message;

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
          form.setValue('code', buffer);
          void submitRef.current();
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
  }, [form]);

  return (
    <section className="pos-scan" aria-label="Scan or enter a part">
      <form className="pos-scan__form" onSubmit={(e) => void submit(e)} role="search" noValidate>
        <div className="field pos-scan__field">
          <label htmlFor="pos-scan" className="field__label">
            Scan or type a part number, UPC or SKU
          </label>
          <input
            ref={(el) => {
              registerRef(el);
              inputRef.current = el;
            }}
            id="pos-scan"
            className="field__input"
            maxLength={64}
            autoComplete="off"
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pos-scan-error' : undefined}
            {...codeField}
          />
          {error && (
            <p id="pos-scan-error" className="field__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" busy={lookUp.isPending || add.isPending}>
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
                  onClick={() => add.mutate(p)}
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
