import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outboxResendSchema } from '@parts/common/mail';
import { api, errorMessage } from '../../../ui/api';
import { useToast } from '../../../ui/toast/toast-context';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading, Spinner } from '../../../ui/Spinner';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import './outbox.css';
import { useStoreTime } from '../../../app/store-time';
import { outboxKeys, outboxMessageQuery, outboxPageQuery } from './outbox-queries';
import { newKey } from '../../../ui/new-key';

const STATUS: Record<string, string> = { outbox: 'In outbox (no SMTP)', sent: 'Sent', failed: 'Failed' };

/** Admins: every message the store sent or kept in the outbox (decision 0008), newest first, with its text. */
export default function OutboxPage() {
  const storeTime = useStoreTime();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({ ...outboxPageQuery(page), placeholderData: (previous) => previous });
  const { data } = list;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <>
      <PageHeading
        title="Outbox"
        description="Order confirmations, receipts and other customer messages, by email and text."
      />
      {list.error ? (
        <QueryErrorState query={list} />
      ) : !data ? (
        <PageLoading label="Loading messages" />
      ) : data.emails.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <>
          <table className="outbox-table">
            <caption className="visually-hidden">Messages</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">Kind</th>
                <th scope="col">Channel</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.emails.map((e) => (
                <tr key={e.email_id}>
                  <td>{storeTime(e.created_at)}</td>
                  <td>{e.to}</td>
                  <td>{e.channel === 'sms' ? '(text message)' : e.subject}</td>
                  <td>{e.kind}</td>
                  <td>{e.channel === 'sms' ? 'Text' : 'Email'}</td>
                  <td title={e.error ?? undefined}>{STATUS[e.status] ?? e.status}</td>
                  <td>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setOpen(open === e.email_id ? null : e.email_id)}
                      aria-expanded={open === e.email_id}
                      aria-label={`Read ${e.channel === 'sms' ? `text to ${e.to}` : e.subject}`}
                    >
                      {open === e.email_id ? 'Close' : 'Read'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {open !== null && <Message id={open} />}
          <nav aria-label="Outbox pages" className="outbox-pages">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span>
              Page {page} of {pages}
            </span>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </nav>
        </>
      )}
    </>
  );
}

function Message({ id }: { id: number }) {
  const message = useQuery(outboxMessageQuery(id));
  const { data } = message;
  const client = useQueryClient();
  const toast = useToast();
  // One key per Resend: a double click (or a retried request) sends one message; a later click is a new send.
  const key = useRef(newKey());
  const resend = useMutation({
    mutationFn: () =>
      api(`/api/staff/outbox/${id}/resend`, { json: { idempotency_key: key.current }, schema: outboxResendSchema }),
    onSuccess: async (a) => {
      key.current = newKey();
      if (a.status === 'failed') toast.error(a.success, { staff: true });
      else toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: outboxKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  if (message.error) return <QueryErrorState query={message} />;
  if (!data) return <Spinner label="Loading the message" />;
  return (
    <section
      className="outbox-message"
      aria-label={`Message: ${data.channel === 'sms' ? `text to ${data.to}` : data.subject}`}
    >
      <h2>{data.channel === 'sms' ? 'Text message' : data.subject}</h2>
      <p>To: {data.to}</p>
      {data.error && <p className="field__error">{data.error}</p>}
      <p>
        <Button size="sm" busy={resend.isPending} disabled={resend.isPending} onClick={() => resend.mutate()}>
          Resend {data.channel === 'sms' ? 'text' : 'email'}
        </Button>
      </p>
      <pre>{data.text}</pre>
    </section>
  );
}
