// A blog post's editor: title, address, category, date, picture, card colour, summary and text.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogPostInput, savedAnswer, type AdminBlogRow, type BlogPostInput } from '@parts/common/content-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys } from './content-queries';
import { PictureField } from './PictureField';

const today = () => new Date().toISOString().slice(0, 10);

export function BlogPostForm({
  post,
  categories,
  onDone,
}: {
  post?: AdminBlogRow;
  categories: string[];
  onDone: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [imageUrl, setImageUrl] = useState(post?.image_url ?? null);
  const form = useForm<z.input<typeof blogPostInput>, unknown, BlogPostInput>({
    resolver: zodResolver(blogPostInput),
    defaultValues: post ?? {
      title: '',
      slug: '',
      category: categories[0] ?? '',
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
      showServerErrors(form.setError, err, ['title', 'slug', 'category', 'published_on', 'summary', 'body']),
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
      <div className="admin-form__row">
        <TextField
          label="Category"
          required
          list="blog-categories"
          error={errors.category?.message}
          {...form.register('category')}
        />
        <datalist id="blog-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
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
