import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KIOSK_TEXT, kioskSubmitSchema, type KioskSubmit as KioskSubmitBody } from '@parts/common/kiosk';
import type { z } from 'zod';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/toast/toast-context';
import { submitKiosk } from './kiosk-api';
import { useKiosk } from './kiosk-context';
import './kiosk.css';

type Field = 'firstname' | 'lastname' | 'telephone' | 'email';
const FIELDS: readonly Field[] = ['firstname', 'lastname', 'telephone', 'email'];

/** A key per cart visit, so a double tap makes one order (crypto.randomUUID needs https, which a store LAN may lack). */
const newKey = () => `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Kiosk checkout (spec 000 section 4): Submit to Buy sends the cart to the counter as an order with status kiosk,
 * picked up at this store and paid there; then the order number shows and the kiosk resets for the next shopper.
 */
export function KioskSubmit() {
  const { flags, refresh } = useFlags();
  const kiosk = useKiosk();
  const toast = useToast();
  const [key] = useState(newKey);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof kioskSubmitSchema>,
    unknown,
    KioskSubmitBody
  >({
    resolver: zodResolver(kioskSubmitSchema),
    defaultValues: { firstname: '', lastname: '', telephone: '', email: '', idempotency_key: key },
  });

  const send = useMutation({
    mutationFn: submitKiosk,
    onSuccess: async (answer) => {
      await refresh().catch(() => undefined);
      if (kiosk) kiosk.orderPlaced(answer.order_id);
      else toast.success(answer.success);
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      toast.error(errorMessage(err));
    },
  });
  const submit = handleSubmit((body) => send.mutate(body));

  const field = (
    name: Field,
    label: string,
    extra: { type?: string; autoComplete?: string; required?: boolean; inputMode?: 'tel' | 'email' } = {},
  ) => <TextField label={label} {...register(name)} error={formState.errors[name]?.message} {...extra} />;

  return (
    <form className="kiosk-submit" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="kiosk-submit-title">
      <h2 id="kiosk-submit-title" className="kiosk-submit__title">
        Pick up at {flags.store.current_location?.location_name ?? 'this store'}
      </h2>
      <p className="kiosk-submit__note">
        Pay at the counter when you collect. We will call you if anything is missing.
      </p>
      {field('firstname', 'First Name', { required: true, autoComplete: 'given-name' })}
      {field('lastname', 'Last Name', { required: true, autoComplete: 'family-name' })}
      {field('telephone', 'Telephone', { required: true, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      {field('email', 'Email (optional)', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      <Button type="submit" size="lg" block busy={send.isPending || send.isSuccess}>
        {KIOSK_TEXT.submitToBuy}
      </Button>
    </form>
  );
}
