import { useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  CUSTOM_FORM_TEXT,
  FORM_ERROR_RESET_MS,
  customFormSchema,
  fieldLabel,
  formLocationsAnswerSchema,
  initialValue,
  postSubmissionAnswerSchema,
  isInputField,
  submissionSchema,
  type CustomForm as FormDef,
  type FormField,
  type FormLocation,
} from '@parts/common/custom-form';
import { fieldErrors } from '@parts/common/input';
import { PRODUCT_MSG } from '@parts/common/messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { apiQuery } from '../../ui/query/api-query';
import { QueryErrorState } from '../../ui/query/QueryErrorState';
import './custom-form.css';

type Values = Record<string, string | boolean>;

/** The captcha's answer among the values: a field id starts with a letter, so no builder field can take this name. */
const CAPTCHA = '_captcha';

/**
 * The form's life (spec 000 section 4), as data and checked in one place: editing → submitting → thanks, or
 * submitting → failed, which goes back to editing after 1 second (the button returns then).
 */
export type FormState = 'editing' | 'submitting' | 'failed' | 'thanks';
export const FORM_TRANSITIONS: Record<FormState, readonly FormState[]> = {
  editing: ['submitting'],
  submitting: ['thanks', 'failed'],
  failed: ['editing'],
  thanks: [],
};

const newKey = () => `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const customFormKeys = {
  all: ['custom-form'] as const,
  form: (formId: number) => [...customFormKeys.all, 'form', formId] as const,
  stores: () => [...customFormKeys.all, 'stores'] as const,
};

/** A `.custom-form[data-id]` element's form: loads its definition, then the form itself. */
export function CustomFormById({ formId }: { formId: number }) {
  const query = useQuery(apiQuery(customFormKeys.form(formId), `/api/forms/${formId}`, customFormSchema));
  if (query.isPending) return <Skeleton height="12rem" />;
  if (query.isError) return <QueryErrorState query={query} title="We could not load this form" />;
  return <CustomForm form={query.data} />;
}

/** module/forms/getLocations fills store_select fields; loaded only when the form has one. */
function useFormStores(needed: boolean) {
  const query = useQuery({
    ...apiQuery(customFormKeys.stores(), '/index.php?route=module/forms/getLocations', formLocationsAnswerSchema),
    enabled: needed,
  });
  const status = !needed ? 'idle' : query.isError ? 'error' : query.isPending ? 'loading' : 'ready';
  const list = useMemo(() => query.data?.locations ?? [], [query.data]);
  return { status, list, retry: () => void query.refetch() } as const;
}

/** A shown value for an input: a datetime-local box wants "T" where the spec's Y-m-d H:i has a space. */
const inputValue = (field: FormField, v: string | boolean | undefined) =>
  typeof v === 'string' ? (field.type === 'datetime' ? v.replace(' ', 'T') : v) : '';

export function CustomForm({ form }: { form: FormDef }) {
  const { form_data: fd, layout_settings: ls } = form;
  const fields = form.fields;
  const uid = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const stores = useFormStores(fields.some((f) => f.type === 'store_select'));
  // The fields are the owner's, known at run time: the values are checked by the route's own schema for them
  // (submissionSchema from common/), and the captcha must not be empty when the form asks for one.
  const resolver: Resolver<Values> = async (v) => {
    const parsed = submissionSchema(fields, stores.list).safeParse(v);
    const found: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
    if (fd.require_captcha && !String(v[CAPTCHA] ?? '').trim()) found[CAPTCHA] = CUSTOM_FORM_TEXT.captchaRequired;
    if (Object.keys(found).length === 0) return { values: v, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const [name, message] of Object.entries(found)) errors[name] = { type: 'validate', message };
    return { values: {}, errors };
  };
  const rhf = useForm<Values>({
    resolver,
    defaultValues: { ...startValues(fields, location.search, []), [CAPTCHA]: '' },
  });
  const values = useWatch({ control: rhf.control });
  const errorOf = (name: string) => rhf.formState.errors[name]?.message;
  const [state, setStateRaw] = useState<FormState>('editing');
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState('');
  const [picture, setPicture] = useState(0);
  const key = useRef(newKey());
  const post = useMutation({
    mutationFn: (pairs: [string, string][]) =>
      api('/index.php?route=module/forms/postSubmission', { form: pairs, schema: postSubmissionAnswerSchema }),
  });
  const timer = useRef<number | undefined>(undefined);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = (to: FormState) =>
    setStateRaw((from) => {
      if (!FORM_TRANSITIONS[from].includes(to)) {
        console.warn(`custom form: ${from} → ${to} is not a transition`);
        return from;
      }
      return to;
    });

  // Once the stores are in, a store_select starts at its URL value or the first store, like a dropdown.
  useEffect(() => {
    if (stores.status !== 'ready') return;
    for (const f of fields)
      if (f.type === 'store_select' && rhf.getValues(f.id) === '')
        rhf.setValue(f.id, initialValue(f, new URLSearchParams(location.search), stores.list));
  }, [stores.status, stores.list, fields, location.search, rhf]);

  const set = (id: string, value: string | boolean) => {
    rhf.setValue(id, value, { shouldDirty: true });
    rhf.clearErrors(id);
  };
  const newPicture = () => {
    setPicture((n) => n + 1);
    rhf.setValue(CAPTCHA, '');
  };

  // Focus the first field that needs attention, so a keyboard or screen-reader user lands on it.
  const focusFirst = (errors: FieldErrors<Values>) => {
    const first = fields.find((f) => errors[f.id]);
    document.getElementById(first ? `${uid}-${first.id}` : `${uid}-captcha`)?.focus();
  };

  const send = async (valid: Values) => {
    if (state !== 'editing') return;
    setAlert('');
    go('submitting');
    const pairs: [string, string][] = [
      ['form_id', String(fd.id)],
      ['origin_url', `${location.pathname}${location.search}`],
      ['idempotency_key', key.current],
      ...fields
        .filter(isInputField)
        .map((f): [string, string] => [
          `submission_values[${f.id}]`,
          f.type === 'checkbox' ? (valid[f.id] === true ? '1' : '0') : String(valid[f.id] ?? ''),
        ]),
    ];
    if (fd.require_captcha) pairs.push(['captcha', String(valid[CAPTCHA] ?? '')]);
    try {
      const answer = await post.mutateAsync(pairs);
      setMessage(answer.success || fd.after_submit_message || CUSTOM_FORM_TEXT.thankYou);
      go('thanks');
      if (fd.redirect_on_submit && fd.redirect_url) {
        if (fd.redirect_url.startsWith('/')) void navigate(fd.redirect_url);
        else window.location.assign(fd.redirect_url);
      }
    } catch (err) {
      const text = errorMessage(err);
      const byField: Record<string, string> = err instanceof ApiError ? { ...err.fieldErrors } : {};
      // Spec 000 sections 4 and 8: the server's text shows at the captcha when the form has one.
      if (fd.require_captcha) {
        byField[CAPTCHA] = byField.captcha || text;
        newPicture();
      } else if (!Object.keys(byField).some((k) => fields.some((f) => f.id === k))) setAlert(text);
      for (const [name, message] of Object.entries(byField))
        if (name === CAPTCHA || fields.some((f) => f.id === name)) rhf.setError(name, { type: 'server', message });
      go('failed');
      timer.current = window.setTimeout(() => go('editing'), FORM_ERROR_RESET_MS);
    }
  };

  useEffect(() => {
    if (state === 'thanks') thanksRef.current?.focus();
  }, [state]);

  const boxStyle = useMemo(() => layoutStyle(ls), [ls]);
  const accent: CSSProperties = fd.confirmation_error_color ? { color: fd.confirmation_error_color } : {};
  const headingId = `${uid}-heading`;

  if (state === 'thanks') {
    return (
      <section className="custom-form-box" style={boxStyle} aria-labelledby={fd.heading_text ? headingId : undefined}>
        {fd.heading_text && (
          <h2
            id={headingId}
            className="custom-form-box__heading"
            style={ls.heading_color ? { color: ls.heading_color } : undefined}
          >
            {fd.heading_text}
          </h2>
        )}
        <p ref={thanksRef} tabIndex={-1} className="custom-form-box__thanks" role="status" style={accent}>
          {message}
        </p>
      </section>
    );
  }

  const busy = state !== 'editing';
  return (
    <section className="custom-form-box" style={boxStyle} aria-labelledby={fd.heading_text ? headingId : undefined}>
      {fd.heading_text && (
        <h2
          id={headingId}
          className="custom-form-box__heading"
          style={ls.heading_color ? { color: ls.heading_color } : undefined}
        >
          {fd.heading_text}
        </h2>
      )}
      <form
        className={`custom-form-box__form custom-form-box--labels-${fd.label_position}`}
        noValidate
        onSubmit={(e) => void rhf.handleSubmit(send, focusFirst)(e)}
        style={{ '--cf-label-size': `${fd.label_font_size}px` } as CSSProperties}
        aria-busy={busy || undefined}
      >
        {alert && (
          <p className="form-alert" role="alert" style={accent}>
            {alert}
          </p>
        )}
        {fields.map((f) => (
          <FieldView
            key={f.id}
            field={f}
            uid={uid}
            value={values[f.id]}
            error={errorOf(f.id)}
            errorStyle={accent}
            onChange={(v) => set(f.id, v)}
            stores={stores}
            hideLabel={fd.label_position === 'none'}
          />
        ))}
        {fd.require_captcha && (
          <div className={`custom-form-field${errorOf(CAPTCHA) ? ' field--invalid' : ''}`}>
            <label htmlFor={`${uid}-captcha`} className="custom-form-field__label">
              Enter the code in the picture
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <div className="custom-form-field__control">
              <div className="custom-form-box__captcha">
                <img
                  src={`/index.php?route=tool/captcha&v=${picture}`}
                  width={175}
                  height={50}
                  alt="Captcha: type the characters shown"
                />
                <Button variant="link" size="sm" onClick={newPicture}>
                  New picture
                </Button>
              </div>
              <input
                id={`${uid}-captcha`}
                className="field__input"
                autoComplete="off"
                aria-required
                aria-invalid={errorOf(CAPTCHA) ? true : undefined}
                aria-describedby={errorOf(CAPTCHA) ? `${uid}-captcha-error` : undefined}
                {...rhf.register(CAPTCHA, { onChange: () => rhf.clearErrors(CAPTCHA) })}
              />
              {errorOf(CAPTCHA) && (
                <p id={`${uid}-captcha-error`} className="field__error" role="alert" style={accent}>
                  {errorOf(CAPTCHA)}
                </p>
              )}
            </div>
          </div>
        )}
        <div className={`custom-form-box__actions custom-form-box__actions--${fd.submit_btn_position}`}>
          <Button
            type="submit"
            busy={busy}
            busyText={fd.submit_btn_submitted_text || CUSTOM_FORM_TEXT.submitting}
            style={{
              ...(fd.submit_btn_color ? { background: fd.submit_btn_color, borderColor: fd.submit_btn_color } : {}),
              ...(fd.submit_btn_text_color ? { color: fd.submit_btn_text_color } : {}),
            }}
          >
            {fd.submit_btn_text || CUSTOM_FORM_TEXT.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

function startValues(fields: readonly FormField[], search: string, stores: readonly FormLocation[]): Values {
  const query = new URLSearchParams(search);
  const out: Values = {};
  for (const f of fields) if (isInputField(f)) out[f.id] = initialValue(f, query, stores);
  return out;
}

/** Layout settings (already narrowed by the shared schema to safe values) as the box's style. */
function layoutStyle(ls: FormDef['layout_settings']): CSSProperties {
  return {
    ...(ls.text_color ? { color: ls.text_color } : {}),
    ...(ls.padding ? { padding: ls.padding } : {}),
    ...(ls.margin ? { margin: ls.margin } : {}),
    ...(ls.background_color ? { backgroundColor: ls.background_color } : {}),
    ...(ls.background_image ? { backgroundImage: `url("${ls.background_image.replace(/["\\]/g, '')}")` } : {}),
    ...(ls.background_position ? { backgroundPosition: ls.background_position } : {}),
    ...(ls.background_repeat ? { backgroundRepeat: ls.background_repeat } : {}),
    ...(ls.background_size ? { backgroundSize: ls.background_size } : {}),
    ...(ls.background_attachment ? { backgroundAttachment: ls.background_attachment } : {}),
  };
}

interface FieldViewProps {
  field: FormField;
  uid: string;
  value: string | boolean | undefined;
  error?: string;
  errorStyle: CSSProperties;
  hideLabel: boolean;
  onChange: (v: string | boolean) => void;
  stores: ReturnType<typeof useFormStores>;
}

function FieldView({ field: f, uid, value, error, errorStyle, hideLabel, onChange, stores }: FieldViewProps) {
  const id = `${uid}-${f.id}`;
  const errorId = `${id}-error`;
  if (f.type === 'legend') return <h3 className="custom-form-box__legend">{f.legend_text || f.label_text}</h3>;
  if (f.type === 'description') return <p className="custom-form-box__description">{f.description_text}</p>;
  if (f.type === 'image') {
    return f.img_src ? (
      <img
        className="custom-form-box__image"
        src={f.img_src}
        alt={f.label_text}
        width={f.img_width || undefined}
        height={f.img_height || undefined}
      />
    ) : null;
  }
  const label = fieldLabel(f);
  const required = f.required === 1;
  const mark = required && (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
  const errorLine = error && (
    <p id={errorId} className="field__error" style={errorStyle}>
      {error}
    </p>
  );
  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  } as const;
  const labelClass = `custom-form-field__label${hideLabel ? ' visually-hidden' : ''}`;

  if (f.type === 'checkbox') {
    return (
      <div className={`custom-form-field custom-form-field--checkbox${error ? ' field--invalid' : ''}`}>
        <label className="custom-form-field__check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            {...common}
          />
          <span>
            {label}
            {mark}
          </span>
        </label>
        {errorLine}
      </div>
    );
  }
  if (f.type === 'radio') {
    return (
      <fieldset
        className={`custom-form-field custom-form-field--group${error ? ' field--invalid' : ''}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={labelClass}>
          {label}
          {mark}
        </legend>
        <div className="custom-form-field__control">
          {f.options.map((o, i) => (
            <label key={o.value} className="custom-form-field__check">
              <input
                id={i === 0 ? id : undefined}
                type="radio"
                name={id}
                value={o.value}
                checked={value === o.value}
                onChange={() => onChange(o.value)}
                aria-invalid={error ? true : undefined}
              />
              <span>{o.value}</span>
            </label>
          ))}
          {errorLine}
        </div>
      </fieldset>
    );
  }

  let control;
  if (f.type === 'textarea') {
    control = (
      <textarea
        id={id}
        className="field__input custom-form-field__textarea"
        rows={3}
        placeholder={f.placeholder_text || undefined}
        value={inputValue(f, value)}
        onChange={(e) => onChange(e.target.value)}
        {...common}
      />
    );
  } else if (f.type === 'dropdown' || f.type === 'store_select') {
    const options = f.type === 'dropdown' ? f.options.map((o) => o.value) : stores.list.map((s) => s.location_name);
    control =
      f.type === 'store_select' && stores.status === 'loading' ? (
        <Skeleton height="2.5rem" />
      ) : f.type === 'store_select' && stores.status === 'error' ? (
        <p className="field__error" role="alert">
          {PRODUCT_MSG.inventoryError}{' '}
          <Button variant="link" size="sm" onClick={stores.retry}>
            Retry
          </Button>
        </p>
      ) : (
        <select
          id={id}
          className="field__input"
          value={inputValue(f, value)}
          onChange={(e) => onChange(e.target.value)}
          {...common}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
  } else {
    const type =
      f.type === 'datetime'
        ? 'datetime-local'
        : f.type === 'email'
          ? 'email'
          : f.type === 'date' || f.type === 'time'
            ? f.type
            : 'text';
    control = (
      <input
        id={id}
        type={type}
        className="field__input"
        placeholder={f.placeholder_text || undefined}
        autoComplete={f.type === 'email' ? 'email' : undefined}
        value={inputValue(f, value)}
        onChange={(e) => onChange(e.target.value)}
        {...common}
      />
    );
  }
  return (
    <div className={`custom-form-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {mark}
      </label>
      <div className="custom-form-field__control">
        {control}
        {errorLine}
      </div>
    </div>
  );
}
