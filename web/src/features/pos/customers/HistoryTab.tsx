import { useRef, useState, type FormEvent } from 'react';
import { CUSTOMER_MSG, maskPhone } from '@parts/common/customers';
import type { EditorCustomer } from '@parts/common/customer-form';
import { customerHistoryListSchema, HISTORY_IMAGE_MAX_BYTES, historyAddSchema } from '@parts/common/customer-tabs';
import { fieldErrors } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { customerKeys, useCustomerQuery } from './customer-queries';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../shared/StaffTable';
import { Pager } from '../shared/Pager';
import { useStoreTime } from '../../../app/store-time';

/** History: staff notes with an optional picture, and the notification options with the texting-consent rule. */
export function HistoryTab({ customerId, customer }: { customerId: number; customer: EditorCustomer }) {
  const storeTime = useStoreTime();
  const toast = useToast();
  const [page, setPage] = useState(1);
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'history', page),
    `/api/customer_history?customerId=${customerId}&page=${page}&limit=10`,
    customerHistoryListSchema,
    customerKeys.customer(customerId),
  );
  const fileRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState({
    comment: '',
    notifyCustomer: false,
    notifyByEmail: true,
    notifyByText: false,
    overrideTextPermission: false,
    email: customer.email,
    phone: maskPhone(customer.telephone),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const textingAlerts = customer.texting_alerts;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = historyAddSchema.safeParse({ ...form, textingAlerts });
    const errs = parsed.success ? {} : fieldErrors(parsed.error);
    const file = fileRef.current?.files?.[0];
    // The server judges the picture by its bytes; here only the obvious (size, extension) is said early.
    if (file && file.size > HISTORY_IMAGE_MAX_BYTES) errs.image = CUSTOMER_MSG.imageSize;
    else if (file && !/\.(jpe?g|png)$/i.test(file.name)) errs.image = CUSTOMER_MSG.imageType;
    if (!form.comment.trim() && !file) errs.comment = CUSTOMER_MSG.historyEmpty;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...form, textingAlerts }))
      body.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : v);
    if (file) body.append('image', file);
    setBusy(true);
    try {
      const res = await fetch(`/api/customer_history/add?customer_id=${customerId}`, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      const answer = (await res.json().catch(() => ({}))) as {
        success?: string;
        error?: string;
        errors?: Record<string, string>;
      };
      if (!res.ok) {
        setErrors({ ...(answer.errors ?? {}), form: answer.error ?? MSG.somethingWentWrong });
        return;
      }
      toast.success(answer.success ?? CUSTOMER_MSG.historyAdded);
      setForm((f) => ({ ...f, comment: '', notifyCustomer: false, overrideTextPermission: false }));
      if (fileRef.current) fileRef.current.value = '';
      setPage(1);
      await refresh();
    } catch {
      setErrors({ form: MSG.somethingWentWrong });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="History" className="customer-tab">
      {error ? (
        <ListError onRetry={retry} />
      ) : !data ? (
        <Spinner label="Loading history" />
      ) : data.histories.length === 0 ? (
        <p className="customers-empty">{CUSTOMER_MSG.noHistory}</p>
      ) : (
        <>
          <ul className="history-list">
            {data.histories.map((h) => (
              <li key={h.customer_history_id} className="history-list__item">
                <p className="history-list__date">{storeTime(h.date_added)}</p>
                {h.comment && <p className="history-list__comment">{h.comment}</p>}
                {h.image && (
                  <a href={h.image} target="_blank" rel="noreferrer">
                    <img
                      src={h.image}
                      alt={`Picture added ${storeTime(h.date_added, 'date')}`}
                      className="history-list__image"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.total_pages} onPage={setPage} label="History pages" />
        </>
      )}

      <form className="customer-subform" noValidate onSubmit={(e) => void submit(e)} aria-label="Add history">
        <h2 className="customer-subform__title">Add History</h2>
        <div role="alert" className="form-alert" hidden={!errors.form}>
          {errors.form}
        </div>
        <div className={['field', errors.comment && 'field--invalid'].filter(Boolean).join(' ')}>
          <label htmlFor="history-comment" className="field__label">
            Comment
          </label>
          <textarea
            id="history-comment"
            className="field__input"
            rows={3}
            value={form.comment}
            onChange={(e) => setForm({ ...form, comment: e.target.value })}
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={errors.comment ? 'history-comment-error' : undefined}
          />
          {errors.comment && (
            <p id="history-comment-error" className="field__error">
              {errors.comment}
            </p>
          )}
        </div>
        <div className={['field', errors.image && 'field--invalid'].filter(Boolean).join(' ')}>
          <label htmlFor="history-image" className="field__label">
            Image
          </label>
          <input
            id="history-image"
            ref={fileRef}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className="field__input"
            aria-describedby="history-image-hint"
            aria-invalid={errors.image ? true : undefined}
          />
          <p id="history-image-hint" className="field__hint">
            A .jpg or .png picture, 2 MB at most.
          </p>
          {errors.image && <p className="field__error">{errors.image}</p>}
        </div>
        <label className="check">
          <input
            type="checkbox"
            role="switch"
            checked={form.notifyCustomer}
            onChange={(e) => setForm({ ...form, notifyCustomer: e.target.checked })}
          />{' '}
          Notify Customer
        </label>
        {form.notifyCustomer && (
          <div className="customer-notify">
            <label className="check">
              <input
                type="checkbox"
                checked={form.notifyByEmail}
                onChange={(e) => setForm({ ...form, notifyByEmail: e.target.checked })}
              />{' '}
              Notify by email
            </label>
            {form.notifyByEmail && (
              <TextField
                label="Email"
                type="email"
                value={form.email}
                onChange={(e) => setForm({ ...form, email: e.target.value })}
                error={errors.email}
                required
              />
            )}
            <label className="check">
              <input
                type="checkbox"
                checked={form.notifyByText}
                onChange={(e) => setForm({ ...form, notifyByText: e.target.checked })}
              />{' '}
              Notify by text
            </label>
            {form.notifyByText && (
              <>
                <TextField
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  placeholder="(###) ###-####"
                  value={form.phone}
                  onChange={(e) => setForm({ ...form, phone: maskPhone(e.target.value) })}
                  error={errors.phone}
                  required
                />
                {!textingAlerts && (
                  <div
                    className={['field', errors.overrideTextPermission && 'field--invalid'].filter(Boolean).join(' ')}
                  >
                    <label className="check customer-notify__warning">
                      <input
                        type="checkbox"
                        checked={form.overrideTextPermission}
                        onChange={(e) => setForm({ ...form, overrideTextPermission: e.target.checked })}
                        aria-describedby={errors.overrideTextPermission ? 'override-error' : undefined}
                      />{' '}
                      {CUSTOMER_MSG.textConsentLabel}
                    </label>
                    {errors.overrideTextPermission && (
                      <p id="override-error" className="field__error">
                        {errors.overrideTextPermission}
                      </p>
                    )}
                  </div>
                )}
              </>
            )}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            Add History
          </Button>
        </div>
      </form>
    </section>
  );
}
