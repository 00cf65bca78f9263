import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { PRODUCT_MSG } from '@parts/common/messages';
import {
  captchaCheckedSchema,
  contactInputSchema,
  contactLocationsSchema,
  contactSentSchema,
} from '@parts/common/product-page';
import { useFlags } from '../../app/flags-context';
import { api, ApiError } from '../../ui/api';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { showServerErrors } from '../../ui/form/server-errors';
import { apiQuery } from '../../ui/query/api-query';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { maskPhone } from '@parts/common/account';

const CAPTCHA_WIDTH = 175;
const empty = { pcName: '', pcEmail: '', pcPhone: '', pcMessage: '', pcLocation: '', captcha: '' };
type Fields = typeof empty;
const FIELDS = ['pcName', 'pcEmail', 'pcPhone', 'pcMessage', 'pcLocation', 'captcha'] as const;
// The raw values are sent, form-encoded: the route parses them with the same schema.
const checkContact = zodResolver(contactInputSchema, undefined, { raw: true }) as unknown as Resolver<Fields>;
/** The captcha was refused: said under the code box, not above the form. */
class CaptchaRefused extends Error {}

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
  const { register, handleSubmit, setError, clearErrors, setValue, reset, formState } = useForm<Fields>({
    resolver: (values, context, options) => checkContact({ ...values, ...product }, context, options as never),
    defaultValues: start,
    // As before: a field's message stays until it is edited or the form is sent again.
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const [picture, setPicture] = useState(0);
  // The stores to ask; TanStack Query cancels the request when the form closes (no hand AbortController).
  const locations = useQuery(
    apiQuery(['product', 'contact-locations'], '/index.php?route=product/product/getLocations', contactLocationsSchema),
  );
  const product: Record<string, string> = productId ? { product_id: String(productId) } : {};
  const field = (name: keyof Fields, onChange?: (value: string) => void) =>
    register(name, {
      onChange: (e: { target: { value: string } }) => {
        clearErrors(name);
        onChange?.(e.target.value);
      },
    });

  const newPicture = () => {
    setPicture((n) => n + 1);
    setValue('captcha', '');
  };

  const send = useMutation({
    mutationFn: async (values: Fields) => {
      try {
        await api('/index.php?route=product/product/validateCaptcha', {
          form: { captchaInput: values.captcha },
          schema: captchaCheckedSchema,
        });
      } catch (err) {
        throw new CaptchaRefused(
          err instanceof ApiError && err.status !== 0 && err.message ? err.message : PRODUCT_MSG.captchaFallback,
        );
      }
      return api('/index.php?route=product/product/productContactEmail', {
        schema: contactSentSchema,
        form: {
          ...values,
          ...product,
          pcLocationEmail:
            locations.data?.locations.find((l) => String(l.location_id) === values.pcLocation)?.email_address ?? '',
        },
      });
    },
    onMutate: () => onBusy(true),
    onSettled: () => onBusy(false),
    onSuccess: (answer) => {
      toast.success(answer.success);
      newPicture();
      reset(start);
      onSent();
    },
    onError: (err) => {
      if (err instanceof CaptchaRefused) setError('captcha', { type: 'server', message: err.message });
      else showServerErrors(setError, err, FIELDS);
      newPicture();
    },
  });
  const submit = handleSubmit((values) => send.mutateAsync(values).catch(() => undefined));
  const alert = errors.root?.server?.message;
  const list = locations.data?.locations ?? [];

  return (
    <form id={formId} className="contact-form" noValidate onSubmit={(e) => void submit(e)}>
      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField label="Name" required autoComplete="name" {...field('pcName')} error={errors.pcName?.message} />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        {...field('pcEmail')}
        error={errors.pcEmail?.message}
      />
      <TextField
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        placeholder="(512) 555-0100"
        {...field('pcPhone', (v) => setValue('pcPhone', maskPhone(v)))}
        error={errors.pcPhone?.message}
      />
      <fieldset
        className={`field${errors.pcLocation?.message ? ' field--invalid' : ''}`}
        aria-describedby={errors.pcLocation?.message ? `${groupId}-err` : undefined}
      >
        <legend className="field__label">
          Location
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        {locations.isPending && <Spinner size="sm" label="Loading stores" />}
        {locations.isError && <p className="field__error">{PRODUCT_MSG.inventoryError}</p>}
        {list.map((l) => (
          <label key={l.location_id} className="contact-form__radio">
            <input type="radio" value={String(l.location_id)} {...field('pcLocation')} />
            {l.location_name}
          </label>
        ))}
        {errors.pcLocation?.message && (
          <p id={`${groupId}-err`} className="field__error">
            {errors.pcLocation.message}
          </p>
        )}
      </fieldset>
      <div className={`field${errors.pcMessage?.message ? ' field--invalid' : ''}`}>
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
          {...field('pcMessage')}
          aria-invalid={errors.pcMessage?.message ? true : undefined}
        />
        {errors.pcMessage?.message && <p className="field__error">{errors.pcMessage.message}</p>}
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
        {...field('captcha')}
        error={errors.captcha?.message}
      />
    </form>
  );
}
