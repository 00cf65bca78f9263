// Content → Information pages: the storefront's own pages (about, returns policy, fleet accounts). A page's text may
// place a custom form with `<div class="custom-form" data-id="N"></div>` (the form builder shows the line to copy).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  informationInput,
  savedAnswer,
  type AdminInformation,
  type InformationInput,
} from '@parts/common/content-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys, informationQuery } from './content-queries';
import './content.css';

function InformationForm({ page, onDone }: { page?: AdminInformation; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof informationInput>, unknown, InformationInput>({
    resolver: zodResolver(informationInput),
    defaultValues: page ?? { title: '', slug: '', body: '', status: true, sort_order: 0 },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: InformationInput) => api('/admin/api/content/information/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.information });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['title', 'slug', 'body', 'sort_order']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={page ? `Edit ${page.title}` : 'New page'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{page ? page.title : 'New page'}</h2>
      <div className="admin-form__row">
        <TextField label="Title" required error={errors.title?.message} {...form.register('title')} />
        <TextField label="Short name" required error={errors.slug?.message} {...form.register('slug')} />
        <TextField
          label="Order"
          inputMode="numeric"
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <div className={`field${errors.body ? ' field--invalid' : ''}`}>
        <label htmlFor="info-body" className="field__label">
          Text <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="info-body"
          className="field__input"
          rows={10}
          aria-describedby="info-body-hint"
          aria-invalid={errors.body ? true : undefined}
          {...form.register('body')}
        />
        <p id="info-body-hint" className="field__hint">
          Paragraphs are separated by a blank line. To place a form, paste the line the form builder shows.
        </p>
        {errors.body && <p className="field__error">{errors.body.message}</p>}
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
          Save page
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export default function InformationPagesPage() {
  const query = useQuery(informationQuery());
  const [editing, setEditing] = useState<AdminInformation | 'new' | null>(null);
  return (
    <>
      <PageHeading title="Information pages" description="The storefront's own pages, with forms placed on them." />
      {editing !== null ? (
        <InformationForm
          key={editing === 'new' ? 'new' : editing.information_id}
          page={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add page</Button>
        </p>
      )}
      {query.isPending ? (
        <PageLoading label="Loading pages" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Information pages</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.pages.map((p) => (
              <tr key={p.information_id}>
                <td data-label="Title">{p.title}</td>
                <td data-label="Address">
                  <a href={`/information/information?slug=${p.slug}`}>/information/information?slug={p.slug}</a>
                </td>
                <td data-label="Status">{p.status ? 'Shown' : 'Hidden'}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
                    Edit <span className="visually-hidden">{p.title}</span>
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
