import { useEffect, useId, useState, type FormEvent } from 'react';
import { PRODUCT_MSG } from '@parts/common/messages';
import {
  captchaCheckedSchema,
  contactInputSchema,
  contactLocationsSchema,
  contactSentSchema,
  type ContactLocation,
} from '@parts/common/product-page';
import { useFlags } from '../../app/flags-context';
import { api, ApiError, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { maskPhone } from '@parts/common/account';

const CAPTCHA_WIDTH = 175;
const empty = { pcName: '', pcEmail: '', pcPhone: '', pcMessage: '', pcLocation: '', captcha: '' };
type Fields = typeof empty;

/**
 * The product Contact Us modal: name, email, phone, store radios, message and the captcha (checked by the server with
 * validateCaptcha before productContactEmail sends the message). Close and Submit.
 */
export function ContactModal({
  open,
  onClose,
  productId,
  productName,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  productName: string;
}) {
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const close = () => {
    setRound((r) => r + 1);
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={`${PRODUCT_MSG.contactUs}: ${productName}`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button type="submit" form="product-contact-form" busy={busy}>
            Submit
          </Button>
        </>
      }
    >
      <ContactForm key={round} formId="product-contact-form" productId={productId} onBusy={setBusy} onSent={close} />
    </Modal>
  );
}

/**
 * The Contact Us form itself, shared by the product modal and the /information/contact page (issue 11): the same
 * fields, rules, captcha and call; without a product it is a general question to the chosen store.
 */
export function ContactForm({
  formId,
  productId,
  onBusy,
  onSent,
}: {
  formId: string;
  productId?: number;
  onBusy: (busy: boolean) => void;
  onSent: () => void;
}) {
  const toast = useToast();
  const groupId = useId();
  const { flags } = useFlags();
  // A logged-in customer's name and email are filled in (editable).
  const start: Fields = flags.customer
    ? {
        ...empty,
        pcName: `${flags.customer.firstname} ${flags.customer.lastname}`.trim(),
        pcEmail: flags.customer.email,
      }
    : empty;
  const [fields, setFields] = useState<Fields>(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [picture, setPicture] = useState(0);
  const [locations, setLocations] = useState<{ state: 'loading' | 'error' | 'ready'; list: ContactLocation[] }>({
    state: 'loading',
    list: [],
  });
  const product: Record<string, string> = productId ? { product_id: String(productId) } : {};

  useEffect(() => {
    const controller = new AbortController();
    api('/index.php?route=product/product/getLocations', {
      signal: controller.signal,
      schema: contactLocationsSchema,
    }).then(
      (a) => setLocations({ state: 'ready', list: a.locations }),
      (err: unknown) => {
        if (!controller.signal.aborted) {
          console.error('getLocations failed', err);
          setLocations({ state: 'error', list: [] });
        }
      },
    );
    return () => controller.abort();
  }, []);

  const set = (key: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const newPicture = () => {
    setPicture((n) => n + 1);
    setFields((f) => ({ ...f, captcha: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert('');
    const parsed = contactInputSchema.safeParse({ ...fields, ...product });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    onBusy(true);
    try {
      try {
        await api('/index.php?route=product/product/validateCaptcha', {
          form: { captchaInput: fields.captcha },
          schema: captchaCheckedSchema,
        });
      } catch (err) {
        setErrors({
          captcha:
            err instanceof ApiError && err.status !== 0 && err.message ? err.message : PRODUCT_MSG.captchaFallback,
        });
        newPicture();
        return;
      }
      const answer = await api('/index.php?route=product/product/productContactEmail', {
        schema: contactSentSchema,
        form: {
          ...fields,
          ...product,
          pcLocationEmail: locations.list.find((l) => String(l.location_id) === fields.pcLocation)?.email_address ?? '',
        },
      });
      toast.success(answer.success);
      newPicture();
      setFields(start);
      onSent();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : {};
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setAlert(errorMessage(err));
      newPicture();
    } finally {
      onBusy(false);
    }
  };

  return (
    <form id={formId} className="contact-form" noValidate onSubmit={(e) => void submit(e)}>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField
        label="Name"
        required
        autoComplete="name"
        value={fields.pcName}
        error={errors.pcName}
        onChange={(e) => set('pcName', e.target.value)}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        value={fields.pcEmail}
        error={errors.pcEmail}
        onChange={(e) => set('pcEmail', e.target.value)}
      />
      <TextField
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        placeholder="(512) 555-0100"
        value={fields.pcPhone}
        error={errors.pcPhone}
        onChange={(e) => set('pcPhone', maskPhone(e.target.value))}
      />
      <fieldset
        className={`field${errors.pcLocation ? ' field--invalid' : ''}`}
        aria-describedby={errors.pcLocation ? `${groupId}-err` : undefined}
      >
        <legend className="field__label">
          Location
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {locations.state === 'loading' && <Spinner size="sm" label="Loading stores" />}
        {locations.state === 'error' && <p className="field__error">{PRODUCT_MSG.inventoryError}</p>}
        {locations.list.map((l) => (
          <label key={l.location_id} className="contact-form__radio">
            <input
              type="radio"
              name="pcLocation"
              value={String(l.location_id)}
              checked={fields.pcLocation === String(l.location_id)}
              onChange={(e) => set('pcLocation', e.target.value)}
            />
            {l.location_name}
          </label>
        ))}
        {errors.pcLocation && (
          <p id={`${groupId}-err`} className="field__error">
            {errors.pcLocation}
          </p>
        )}
      </fieldset>
      <div className={`field${errors.pcMessage ? ' field--invalid' : ''}`}>
        <label htmlFor={`${groupId}-msg`} className="field__label">
          Message
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${groupId}-msg`}
          className="field__input"
          rows={3}
          value={fields.pcMessage}
          aria-invalid={errors.pcMessage ? true : undefined}
          onChange={(e) => set('pcMessage', e.target.value)}
        />
        {errors.pcMessage && <p className="field__error">{errors.pcMessage}</p>}
      </div>
      <div className="contact-form__captcha">
        <img
          src={`/index.php?route=tool/captcha&v=${picture}`}
          width={CAPTCHA_WIDTH}
          height={50}
          alt="Captcha: type the characters shown"
        />
        <Button variant="link" size="sm" onClick={newPicture}>
          New picture
        </Button>
      </div>
      <TextField
        label="Enter the code in the box above"
        required
        autoComplete="off"
        value={fields.captcha}
        error={errors.captcha}
        onChange={(e) => set('captcha', e.target.value)}
      />
    </form>
  );
}
