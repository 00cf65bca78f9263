// Content → Countdowns: the flip clocks to a sale's end on the home page. The end is typed on the store's clock (its
// time zone, shown beside the fields); a repeating sale rolls forward by its days once the end has passed.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countdownInput,
  deletedAnswer,
  savedAnswer,
  type AdminCountdown,
  type CountdownInput,
} from '@parts/common/content-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys, countdownsQuery } from './content-queries';
import './content.css';

function CountdownForm({ clock, timeZone, onDone }: { clock?: AdminCountdown; timeZone: string; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof countdownInput>, unknown, CountdownInput>({
    resolver: zodResolver(countdownInput),
    defaultValues: clock ?? {
      title: '',
      ends_date: '',
      ends_time: '23:59',
      repeat_days: 0,
      link: '',
      link_text: '',
      status: true,
      sort_order: 0,
    },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: CountdownInput) => api('/admin/api/content/countdown/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.countdowns });
      onDone();
    },
    onError: (err) =>
      showServerErrors(form.setError, err, ['title', 'ends_date', 'ends_time', 'repeat_days', 'link', 'sort_order']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={clock ? 'Edit countdown' : 'New countdown'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{clock ? 'Edit countdown' : 'New countdown'}</h2>
      <TextField label="Title" required error={errors.title?.message} {...form.register('title')} />
      <div className="admin-form__row">
        <TextField
          label="Ends on"
          type="date"
          required
          hint={`Store time (${timeZone}).`}
          error={errors.ends_date?.message}
          {...form.register('ends_date')}
        />
        <TextField
          label="Ends at"
          type="time"
          required
          hint={`Store time (${timeZone}).`}
          error={errors.ends_time?.message}
          {...form.register('ends_time')}
        />
        <TextField
          label="Repeat every (days)"
          inputMode="numeric"
          hint="0 = once."
          error={errors.repeat_days?.message}
          {...form.register('repeat_days')}
        />
      </div>
      <div className="admin-form__row">
        <TextField label="Link" error={errors.link?.message} {...form.register('link')} />
        <TextField label="Link text" error={errors.link_text?.message} {...form.register('link_text')} />
        <TextField
          label="Order"
          inputMode="numeric"
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the home page
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save countdown
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export default function CountdownsPage() {
  const query = useQuery(countdownsQuery());
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminCountdown | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api('/admin/api/content/countdown/delete', { json: { id }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.countdowns });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading title="Countdowns" description="Flip clocks to a sale's end on the home page." />
      {query.isPending ? (
        <PageLoading label="Loading countdowns" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <>
          {editing !== null ? (
            <CountdownForm
              key={editing === 'new' ? 'new' : editing.countdown_id}
              clock={editing === 'new' ? undefined : editing}
              timeZone={query.data.time_zone}
              onDone={() => setEditing(null)}
            />
          ) : (
            <p>
              <Button onClick={() => setEditing('new')}>Add countdown</Button>
            </p>
          )}
          <table className="admin-table">
            <caption className="visually-hidden">Countdowns</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Ends (store time)</th>
                <th scope="col">Repeats</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.countdowns.map((c) => (
                <tr key={c.countdown_id}>
                  <td data-label="Title">{c.title}</td>
                  <td data-label="Ends">
                    {c.ends_date} {c.ends_time}
                  </td>
                  <td data-label="Repeats">{c.repeat_days > 0 ? `Every ${c.repeat_days} days` : 'Once'}</td>
                  <td data-label="Status">{c.status ? 'Shown' : 'Hidden'}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                      Edit <span className="visually-hidden">{c.title}</span>
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      busy={remove.isPending && remove.variables === c.countdown_id}
                      onClick={() => {
                        if (window.confirm(`Delete the countdown “${c.title}”?`)) remove.mutate(c.countdown_id);
                      }}
                    >
                      Delete <span className="visually-hidden">{c.title}</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
