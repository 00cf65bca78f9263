// Content → Blog categories: the names posts are filed under (a post picks one or more in its editor). A rename shows on
// the posts' cards at once; a category still on a post cannot be removed (decision 0096).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedAnswer, savedAnswer } from '@parts/common/content-admin';
import { blogCategoryInput, type AdminBlogCategory, type BlogCategoryInput } from '@parts/common/content-menu';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { blogCategoriesQuery, contentKeys } from './content-queries';
import './content.css';

function CategoryForm({ category, onDone }: { category?: AdminBlogCategory; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof blogCategoryInput>, unknown, BlogCategoryInput>({
    resolver: zodResolver(blogCategoryInput),
    defaultValues: category
      ? { category_id: category.category_id, name: category.name, sort_order: category.sort_order }
      : { name: '', sort_order: 0 },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: BlogCategoryInput) =>
      api('/admin/api/content/blog/category/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      // The posts' labels follow a rename: the post list is refreshed too.
      await client.invalidateQueries({ queryKey: contentKeys.all });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'sort_order']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={category ? 'Edit blog category' : 'New blog category'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{category ? `Edit “${category.name}”` : 'New blog category'}</h2>
      <div className="admin-form__row">
        <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Order"
          inputMode="numeric"
          hint="Lower numbers come first on a post's card."
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
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

export default function BlogCategoriesPage() {
  const query = useQuery(blogCategoriesQuery());
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminBlogCategory | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (categoryId: number) =>
      api('/admin/api/content/blog/category/delete', { json: { category_id: categoryId }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.blogCategories });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading title="Blog categories" description="The categories blog posts are filed under." />
      {editing !== null ? (
        <CategoryForm
          key={editing === 'new' ? 'new' : editing.category_id}
          category={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add category</Button>
        </p>
      )}
      {query.isPending ? (
        <PageLoading label="Loading blog categories" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : query.data.categories.length === 0 ? (
        <p>No categories yet.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Blog categories</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className="num">
                Posts
              </th>
              <th scope="col" className="num">
                Order
              </th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.categories.map((c) => (
              <tr key={c.category_id}>
                <td data-label="Name">{c.name}</td>
                <td data-label="Posts" className="num">
                  {c.posts}
                </td>
                <td data-label="Order" className="num">
                  {c.sort_order}
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => setEditing(c)}>
                    Edit <span className="visually-hidden">{c.name}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={remove.isPending && remove.variables === c.category_id}
                    onClick={() => {
                      if (window.confirm(`Delete the category “${c.name}”?`)) remove.mutate(c.category_id);
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
