// Catalogue → Categories (issue 26, decision 0083): the two-level tree (groups and their categories) with pictures,
// order, names and on/off; moving a category to another group moves its parts' listing (and the fit table) at once.
// A category that lists parts cannot be deleted: the server says why.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  categoryInput,
  categorySavedAnswer,
  deletedAnswer,
  type AdminCategory,
  type CategoryInput,
} from '@parts/common/taxonomy-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { PictureField } from '../content/PictureField';
import { categoriesQuery, taxonomyKeys } from './taxonomy-queries';
import '../content/content.css';
import './catalog.css';

function CategoryForm({
  category,
  groups,
  onDone,
}: {
  category?: AdminCategory;
  groups: AdminCategory[];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [pictureUrl, setPictureUrl] = useState(category?.image_url ?? null);
  const form = useForm<z.input<typeof categoryInput>, unknown, CategoryInput>({
    resolver: zodResolver(categoryInput),
    defaultValues: category
      ? {
          category_id: category.category_id,
          parent_id: String(category.parent_id ?? 0),
          name: category.name,
          image: category.image,
          sort_order: category.sort_order,
          status: category.status,
        }
      : { parent_id: String(groups[0]?.category_id ?? 0), name: '', image: '', sort_order: 0, status: true },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: CategoryInput) => api('/admin/api/catalog/category/save', { json: v, schema: categorySavedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: taxonomyKeys.categories });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['parent_id', 'name', 'image', 'sort_order']),
  });
  const title = category ? `Edit “${category.name}”` : 'New category';
  return (
    <form
      className="admin-form admin-panel taxonomy-form"
      noValidate
      aria-label={title}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{title}</h2>
      <div className="admin-form__row">
        <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <SelectField
          label="Group"
          hint="Moving a category to another group lists its parts there (and no longer in the old group)."
          options={[
            { value: '0', label: 'None: this is a top-level group' },
            ...groups
              .filter((g) => g.category_id !== category?.category_id)
              .map((g) => ({ value: String(g.category_id), label: g.name })),
          ]}
          error={errors.parent_id?.message}
          {...form.register('parent_id')}
        />
        <TextField
          label="Order"
          inputMode="numeric"
          hint="Lower comes first."
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <PictureField
        label="Picture"
        folder="categories"
        url={pictureUrl}
        error={errors.image?.message}
        onUploaded={(path, url) => {
          form.setValue('image', path, { shouldValidate: true });
          setPictureUrl(url);
        }}
      />
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the storefront (menu and category lists)
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save category
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export default function CategoriesPage() {
  const query = useQuery(categoriesQuery());
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (c: AdminCategory) =>
      api('/admin/api/catalog/category/delete', { json: { category_id: c.category_id }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: taxonomyKeys.categories });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const categories = query.data?.categories ?? [];
  const groups = categories.filter((c) => c.parent_id === null);
  return (
    <>
      <PageHeading
        title="Categories"
        description="Groups and their categories as the storefront's menu and lists show them."
      />
      {editing !== null ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.category_id}
          category={editing === 'new' ? undefined : editing}
          groups={groups}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add category</Button>
        </p>
      )}
      {query.isPending ? (
        <PageLoading label="Loading categories" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <table className="admin-table taxonomy-table">
          <caption className="visually-hidden">Categories, each group followed by its categories</caption>
          <thead>
            <tr>
              <th scope="col">Picture</th>
              <th scope="col">Name</th>
              <th scope="col" className="num">
                Order
              </th>
              <th scope="col" className="num">
                Parts
              </th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <tr key={c.category_id} className={c.parent_id === null ? 'taxonomy-table__group' : undefined}>
                <td data-label="Picture">
                  <img src={c.image_url} alt="" width={40} height={40} className="taxonomy-table__thumb" />
                </td>
                <td data-label="Name">
                  {c.parent_id === null ? (
                    <strong>{c.name}</strong>
                  ) : (
                    <span className="taxonomy-table__child">{c.name}</span>
                  )}
                </td>
                <td data-label="Order" className="num">
                  {c.sort_order}
                </td>
                <td data-label="Parts" className="num">
                  {c.product_count}
                </td>
                <td data-label="Status">{c.status ? 'Shown' : 'Hidden'}</td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                    Edit <span className="visually-hidden">{c.name}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={remove.isPending && remove.variables.category_id === c.category_id}
                    onClick={() => {
                      if (window.confirm(`Delete the category “${c.name}”?`)) remove.mutate(c);
                    }}
                  >
                    Delete <span className="visually-hidden">{c.name}</span>
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
