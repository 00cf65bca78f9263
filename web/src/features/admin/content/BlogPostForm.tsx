// A blog post's editor: title, address, categories (one or more, from Blog categories), date, picture, card colour,
// summary and text.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostInput, savedAnswer, type AdminBlogRow, type BlogPostInput } from '@parts/common/content-admin';
import type { AdminBlogCategory } from '@parts/common/content-menu';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys } from './content-queries';
import { PictureField } from './PictureField';

/** Checkbox values are strings; the schema turns them back into ids. */
const withStringIds = (post: AdminBlogRow) => ({ ...post, category_ids: post.category_ids.map(String) });

const today = () => new Date().toISOString().slice(0, 10);

export function BlogPostForm({
  post,
  categories,
  onDone,
}: {
  post?: AdminBlogRow;
  /** The categories' query: the checkboxes wait for it, and a failure shows with its Retry. */
  categories: {
    data?: { categories: readonly AdminBlogCategory[] };
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  onDone: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [imageUrl, setImageUrl] = useState(post?.image_url ?? null);
  const form = useForm<z.input<typeof blogPostInput>, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostInput),
    defaultValues: post
      ? withStringIds(post)
      : {
          title: '',
          slug: '',
          category_ids: [],
          published_on: today(),
          image: '',
          text_color: '#ffffff',
          summary: '',
          body: '',
          status: true,
        },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: BlogPostInput) => api('/admin/api/content/blog/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.all });
      onDone();
    },
    onError: (err) =>
      showServerErrors(form.setError, err, ['title', 'slug', 'category_ids', 'published_on', 'summary', 'body']),
  });
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={post ? `Edit ${post.title}` : 'New blog post'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{post ? post.title : 'New blog post'}</h2>
      <div className="admin-form__row">
        <TextField label="Title" required error={errors.title?.message} {...form.register('title')} />
        <TextField
          label="Address"
          required
          hint="Shown at /blog/ followed by this, e.g. winter-wiper-guide."
          error={errors.slug?.message}
          {...form.register('slug')}
        />
      </div>
      <fieldset
        className="blog-categories field"
        aria-describedby={errors.category_ids ? 'blog-categories-error' : undefined}
      >
        <legend>
          Categories{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        {categories.error !== null ? (
          <QueryErrorState query={categories} title="The categories could not be loaded" />
        ) : !categories.data ? (
          <Spinner label="Loading the categories" size="sm" />
        ) : categories.data.categories.length === 0 ? (
          <p>
            No categories yet: add them under <a href="/admin/content/blog-categories">Blog categories</a>.
          </p>
        ) : (
          <div className="admin-form__checks">
            {categories.data.categories.map((c) => (
              <label key={c.category_id}>
                <input type="checkbox" value={String(c.category_id)} {...form.register('category_ids')} /> {c.name}
              </label>
            ))}
          </div>
        )}
        {errors.category_ids?.message && (
          <p id="blog-categories-error" className="field__error">
            {errors.category_ids.message}
          </p>
        )}
      </fieldset>
      <div className="admin-form__row">
        <TextField
          label="Date"
          type="date"
          required
          error={errors.published_on?.message}
          {...form.register('published_on')}
        />
        <TextField
          label="Card text colour"
          type="color"
          error={errors.text_color?.message}
          {...form.register('text_color')}
        />
      </div>
      <PictureField
        label="Picture"
        folder="blog"
        url={imageUrl}
        error={errors.image?.message}
        onUploaded={(path, url) => {
          form.setValue('image', path, { shouldValidate: true });
          setImageUrl(url);
        }}
      />
      <TextField label="Summary" required error={errors.summary?.message} {...form.register('summary')} />
      <div className={`field${errors.body ? ' field--invalid' : ''}`}>
        <label htmlFor="blog-body" className="field__label">
          Text <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="blog-body"
          className="field__input"
          rows={10}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? 'blog-body-error' : undefined}
          {...form.register('body')}
        />
        {errors.body && (
          <p id="blog-body-error" className="field__error">
            {errors.body.message}
          </p>
        )}
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Published
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save post
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
