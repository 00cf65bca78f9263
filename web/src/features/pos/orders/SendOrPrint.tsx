// Send or Print on the receipt (spec 001 s2 "Receipt screen"): Email, Text, Print, or Both (send to what is filled in,
// and print), and the payment link of an order not paid in full. react-hook-form checked with sendInput, the schema
// GET /pos/order/send and /pos/order/sendPaymentURL validate (decision 0066): the method picks what is sent.
import { useForm, type Resolver } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { sendInput, type ReceiptOrder } from '@parts/common/receipt';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { requestResolver } from '../../../ui/form/request-resolver';
import { showServerErrors } from '../../../ui/form/server-errors';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';

const sentAnswer = z.object({ success: z.string() });

type Method = 'email' | 'text' | 'print' | 'both';
const METHODS: { value: Method; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'text', label: 'Text' },
  { value: 'print', label: 'Print' },
  { value: 'both', label: 'Both' },
];
interface SendValues {
  method: Method;
  email: string;
  telephone: string;
}
type SendRequest = z.output<typeof sendInput>;
/** What the submit is for: the method's send, or the payment link (to whatever is filled in). */
type Intent = 'send' | 'link';
const FIELDS = ['email', 'telephone'] as const;

export function SendOrPrint({ order }: { order: ReceiptOrder }) {
  const toast = useToast();
  const intent = useRef<Intent>('send');
  const resolver = useMemo<Resolver<SendValues, unknown, SendRequest | null>>(() => {
    const check = (v: SendValues) => {
      const link = intent.current === 'link';
      const wantsEmail = link || v.method === 'email' || v.method === 'both';
      const wantsText = link || v.method === 'text' || v.method === 'both';
      // The schema's "enter an email or a phone" sits on email; a text-only send shows it under the phone.
      return requestResolver<SendValues, typeof sendInput>(
        sendInput,
        () => ({
          order_id: order.order_id,
          email: wantsEmail ? v.email : '',
          telephone: wantsText ? v.telephone : '',
        }),
        !link && v.method === 'text' ? { email: 'telephone' } : {},
      );
    };
    return async (v, ctx, options) =>
      intent.current === 'send' && v.method === 'print' ? { values: null, errors: {} } : check(v)(v, ctx, options);
  }, [order.order_id]);
  const { register, handleSubmit, setError, watch, formState } = useForm<SendValues, unknown, SendRequest | null>({
    resolver,
    defaultValues: { method: order.email ? 'email' : 'print', email: order.email, telephone: order.telephone },
  });
  const errors = formState.errors;
  const send = useMutation({
    mutationFn: ({ path, to }: { path: string; to: SendRequest; print: boolean }) => {
      const q = new URLSearchParams({
        order_id: String(to.order_id),
        ...(to.email ? { email: to.email } : {}),
        ...(to.telephone ? { telephone: to.telephone } : {}),
      });
      return api(`${path}?${q.toString()}`, { schema: sentAnswer });
    },
    onSuccess: (answer, { print }) => {
      toast.success(answer.success);
      if (print) window.print();
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      toast.error(errorMessage(err), { staff: true });
    },
  });
  const method = watch('method');
  const wantsEmail = method === 'email' || method === 'both';
  const wantsText = method === 'text' || method === 'both';
  const submitAs = (what: Intent) => {
    intent.current = what;
    return handleSubmit((to) => {
      if (send.isPending) return;
      if (to === null) window.print();
      else if (what === 'link') send.mutate({ path: '/pos/order/sendPaymentURL', to, print: false });
      else send.mutate({ path: '/pos/order/send', to, print: method === 'both' });
    });
  };
  const busy = send.isPending ? send.variables.path : null;

  return (
    <section className="receipt__box" aria-labelledby="receipt-send">
      <h2 id="receipt-send">Send or Print</h2>
      <form onSubmit={(e) => void submitAs('send')(e)} noValidate>
        <fieldset className="receipt__methods">
          <legend>How should the customer get the {order.is_quote ? 'quote' : 'receipt'}?</legend>
          {METHODS.map((m) => (
            <label key={m.value} className="receipt__method">
              <input type="radio" value={m.value} {...register('method')} />
              {m.label}
            </label>
          ))}
        </fieldset>
        {(wantsEmail || !order.paid_in_full) && (
          <TextField
            label="Email address"
            type="email"
            autoComplete="off"
            {...register('email')}
            error={errors.email?.message}
          />
        )}
        {(wantsText || !order.paid_in_full) && (
          <TextField
            label="Phone number"
            type="tel"
            autoComplete="off"
            {...register('telephone')}
            error={errors.telephone?.message}
            hint="(###) ###-####"
          />
        )}
        <div className="receipt__send-actions">
          <Button type="submit" busy={busy === '/pos/order/send'} disabled={busy !== null}>
            {method === 'print' ? 'Print' : method === 'both' ? 'Send and Print' : 'Send'}
          </Button>
          {!order.is_quote && !order.paid_in_full && (
            <Button
              variant="secondary"
              busy={busy === '/pos/order/sendPaymentURL'}
              disabled={busy !== null}
              onClick={() => void submitAs('link')()}
            >
              Send Payment Link
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
