// Content → Alert bars: the dismissible notices across the storefront's top (spec 000 section 9). The storefront reads
// them uncached, so a saved bar shows on a shopper's next page; a dismissed bar stays hidden for its `days`.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertBarInput,
  alertSavedAnswer,
  deletedAnswer,
  type AdminAlertBar,
  type AlertBarInput,
} from '@parts/common/content-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { alertsQuery, contentKeys } from './content-queries';
import './content.css';

const TONES = [
  { value: 'info', label: 'Information' },
  { value: 'promo', label: 'Promotion' },
  { value: 'warning', label: 'Warning' },
] as const;

function AlertForm({ alert, onDone }: { alert?: AdminAlertBar; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof alertBarInput>, unknown, AlertBarInput>({
    resolver: zodResolver(alertBarInput),
    defaultValues: alert ?? {
      message: '',
      link: '',
      link_text: '',
      tone: 'info',
      days: 7,
      status: true,
      sort_order: 0,
    },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: AlertBarInput) => api('/admin/api/content/alert/save', { json: v, schema: alertSavedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.alerts });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['message', 'link', 'link_text', 'days', 'sort_order']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={alert ? 'Edit alert bar' : 'New alert bar'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{alert ? 'Edit alert bar' : 'New alert bar'}</h2>
      <TextField label="Message" required error={errors.message?.message} {...form.register('message')} />
      <div className="admin-form__row">
        <TextField
          label="Link"
          hint="A site path such as /information/information?slug=hours, or an https address."
          error={errors.link?.message}
          {...form.register('link')}
        />
        <TextField label="Link text" error={errors.link_text?.message} {...form.register('link_text')} />
      </div>
      <div className="admin-form__row">
        <SelectField label="Tone" options={TONES} error={errors.tone?.message} {...form.register('tone')} />
        <TextField
          label="Hidden for (days) once dismissed"
          inputMode="numeric"
          required
          error={errors.days?.message}
          {...form.register('days')}
        />
        <TextField
          label="Order"
          inputMode="numeric"
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the storefront
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save alert bar
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export default function AlertBarsPage() {
  const query = useQuery(alertsQuery());
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminAlertBar | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (alertId: string) =>
      api('/admin/api/content/alert/delete', { json: { alert_id: alertId }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.alerts });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading title="Alert bars" description="Notices across the top of every storefront page." />
      {editing !== null ? (
        <AlertForm
          key={editing === 'new' ? 'new' : editing.alert_id}
          alert={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add alert bar</Button>
        </p>
      )}
      {query.isPending ? (
        <PageLoading label="Loading alert bars" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Alert bars</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Tone</th>
              <th scope="col" className="num">
                Days
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.alerts.map((a) => (
              <tr key={a.alert_id}>
                <td data-label="Message">
                  {a.message}
                  {a.link && <div className="admin-table__sub">{a.link_text || a.link}</div>}
                </td>
                <td data-label="Tone">{TONES.find((t) => t.value === a.tone)?.label}</td>
                <td data-label="Days" className="num">
                  {a.days}
                </td>
                <td data-label="Status">{a.status ? 'Shown' : 'Hidden'}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(a)}>
                    Edit <span className="visually-hidden">{a.message}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={remove.isPending && remove.variables === a.alert_id}
                    onClick={() => {
                      if (window.confirm(`Delete the alert bar “${a.message}”?`)) remove.mutate(a.alert_id);
                    }}
                  >
                    Delete <span className="visually-hidden">{a.message}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
