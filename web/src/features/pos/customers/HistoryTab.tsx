import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { CUSTOMER_MSG, maskPhone } from '@parts/common/customers';
import type { EditorCustomer } from '@parts/common/customer-form';
import {
  customerHistoryListSchema,
  HISTORY_IMAGE_MAX_BYTES,
  historyAddAnswerSchema,
  historyAddSchema,
} from '@parts/common/customer-tabs';
import { ApiError, api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SERVER_ERROR } from '../../../ui/form/server-errors';
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
  const [page, setPage] = useState(1);
  const { data, error, refresh, retry } = useCustomerQuery(
    customerKeys.tab(customerId, 'history', page),
    `/api/customer_history?customerId=${customerId}&page=${page}&limit=10`,
    customerHistoryListSchema,
    customerKeys.customer(customerId),
  );
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

      <HistoryForm customerId={customerId} customer={customer} onAdded={() => setPage(1)} refresh={refresh} />
    </section>
  );
}

interface HistoryValues {
  comment: string;
  notifyCustomer: boolean;
  notifyByEmail: boolean;
  notifyByText: boolean;
  overrideTextPermission: boolean;
  email: string;
  phone: string;
  image?: FileList;
}
type HistoryBody = Omit<HistoryValues, 'image'> & { textingAlerts: boolean };
const checkHistory = zodResolver(historyAddSchema, undefined, { raw: true }) as unknown as Resolver<HistoryBody>;
const FIELDS = ['comment', 'image', 'email', 'phone', 'overrideTextPermission'] as const;

/** Add History: the route's schema checks the notification options; the picture is judged early only by size and name. */
function HistoryForm({
  customerId,
  customer,
  onAdded,
  refresh,
}: {
  customerId: number;
  customer: EditorCustomer;
  onAdded: () => void;
  refresh: () => Promise<unknown>;
}) {
  const toast = useToast();
  const textingAlerts = customer.texting_alerts;
  const fileRef = useRef<HTMLInputElement | null>(null);
  const resolver = useMemo<Resolver<HistoryValues>>(
    () => async (values, context, options) => {
      const { image: files, ...rest } = values;
      const res = await checkHistory({ ...rest, textingAlerts }, context, options as never);
      const errors: FieldErrors<HistoryValues> = { ...(res.errors as FieldErrors<HistoryValues>) };
      const file = files?.[0];
      // The server judges the picture by its bytes; here only the obvious (size, extension) is said early.
      if (file && file.size > HISTORY_IMAGE_MAX_BYTES)
        errors.image = { type: 'client', message: CUSTOMER_MSG.imageSize };
      else if (file && !/\.(jpe?g|png)$/i.test(file.name))
        errors.image = { type: 'client', message: CUSTOMER_MSG.imageType };
      if (!values.comment.trim() && !file) errors.comment = { type: 'client', message: CUSTOMER_MSG.historyEmpty };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [textingAlerts],
  );
  const { register, handleSubmit, setError, setValue, getValues, reset, control, formState } = useForm<HistoryValues>({
    resolver,
    defaultValues: {
      comment: '',
      notifyCustomer: false,
      notifyByEmail: true,
      notifyByText: false,
      overrideTextPermission: false,
      email: customer.email,
      phone: maskPhone(customer.telephone),
    },
  });
  const errors = formState.errors;
  const watched = useWatch({ control });
  const image = register('image');
  const add = useMutation({
    mutationFn: async (values: HistoryValues) => {
      // A picture goes multipart, with the other fields beside it.
      const { image: files, ...rest } = values;
      const body = new FormData();
      for (const [k, v] of Object.entries({ ...rest, textingAlerts }))
        body.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : v);
      const file = files?.[0];
      if (file) body.append('image', file);
      return api(`/api/customer_history/add?customer_id=${customerId}`, {
        multipart: body,
        schema: historyAddAnswerSchema,
      });
    },
    onSuccess: async (answer) => {
      toast.success(answer.success);
      reset({ ...getValues(), comment: '', notifyCustomer: false, overrideTextPermission: false, image: undefined });
      if (fileRef.current) fileRef.current.value = '';
      onAdded();
      await refresh();
    },
    onError: (err) => {
      // As before: the server's message above the form and its field errors on the fields.
      if (err instanceof ApiError)
        for (const [name, message] of Object.entries(err.fieldErrors)) {
          const field = FIELDS.find((f) => f === name);
          if (field) setError(field, { type: 'server', message });
        }
      setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });
    },
  });
  const submit = handleSubmit((values) => add.mutateAsync(values).catch(() => undefined));
  const formError = errors.root?.server?.message;

  return (
    <form className="customer-subform" noValidate onSubmit={(e) => void submit(e)} aria-label="Add history">
      <h2 className="customer-subform__title">Add History</h2>
      <div role="alert" className="form-alert" hidden={!formError}>
        {formError}
      </div>
      <div className={['field', errors.comment?.message && 'field--invalid'].filter(Boolean).join(' ')}>
        <label htmlFor="history-comment" className="field__label">
          Comment
        </label>
        <textarea
          id="history-comment"
          className="field__input"
          rows={3}
          {...register('comment')}
          aria-invalid={errors.comment?.message ? true : undefined}
          aria-describedby={errors.comment?.message ? 'history-comment-error' : undefined}
        />
        {errors.comment?.message && (
          <p id="history-comment-error" className="field__error">
            {errors.comment.message}
          </p>
        )}
      </div>
      <div className={['field', errors.image && 'field--invalid'].filter(Boolean).join(' ')}>
        <label htmlFor="history-image" className="field__label">
          Image
        </label>
        <input
          id="history-image"
          {...image}
          ref={(el) => {
            image.ref(el);
            fileRef.current = el;
          }}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          className="field__input"
          aria-describedby="history-image-hint"
          aria-invalid={errors.image?.message ? true : undefined}
        />
        <p id="history-image-hint" className="field__hint">
          A .jpg or .png picture, 2 MB at most.
        </p>
        {errors.image?.message && <p className="field__error">{errors.image.message}</p>}
      </div>
      <label className="check">
        <input type="checkbox" role="switch" {...register('notifyCustomer')} /> Notify Customer
      </label>
      {watched.notifyCustomer && (
        <div className="customer-notify">
          <label className="check">
            <input type="checkbox" {...register('notifyByEmail')} /> Notify by email
          </label>
          {watched.notifyByEmail && (
            <TextField label="Email" type="email" {...register('email')} error={errors.email?.message} required />
          )}
          <label className="check">
            <input type="checkbox" {...register('notifyByText')} /> Notify by text
          </label>
          {watched.notifyByText && (
            <>
              <TextField
                label="Phone"
                type="tel"
                inputMode="tel"
                placeholder="(###) ###-####"
                {...register('phone', {
                  onChange: (e: { target: { value: string } }) => setValue('phone', maskPhone(e.target.value)),
                })}
                error={errors.phone?.message}
                required
              />
              {!textingAlerts && (
                <div
                  className={['field', errors.overrideTextPermission?.message && 'field--invalid']
                    .filter(Boolean)
                    .join(' ')}
                >
                  <label className="check customer-notify__warning">
                    <input
                      type="checkbox"
                      {...register('overrideTextPermission')}
                      aria-describedby={errors.overrideTextPermission?.message ? 'override-error' : undefined}
                    />{' '}
                    {CUSTOMER_MSG.textConsentLabel}
                  </label>
                  {errors.overrideTextPermission?.message && (
                    <p id="override-error" className="field__error">
                      {errors.overrideTextPermission.message}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" busy={add.isPending || formState.isSubmitting}>
          Add History
        </Button>
      </div>
    </form>
  );
}
