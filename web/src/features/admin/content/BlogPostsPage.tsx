// Content → Blog posts: the posts newest first, 20 a page, searchable; add, edit, publish or hide, remove.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletedAnswer, type AdminBlogRow } from '@parts/common/content-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { BlogPostForm } from './BlogPostForm';
import { blogCategoriesQuery, blogQuery, contentKeys } from './content-queries';
import './content.css';

export default function BlogPostsPage() {
  const client = useQueryClient();
  const toast = useToast();
  const [filter, setFilter] = useState<{ page: number; q?: string }>({ page: 1 });
  const [editing, setEditing] = useState<AdminBlogRow | 'new' | null>(null);
  const query = useQuery({ ...blogQuery(filter), placeholderData: keepPreviousData });
  const categories = useQuery(blogCategoriesQuery());
  const remove = useMutation({
    mutationFn: (id: number) => api('/admin/api/content/blog/delete', { json: { id }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.all });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading title="Blog posts" description="Guides and news on the storefront's blog." />
      {editing !== null ? (
        <BlogPostForm
          key={editing === 'new' ? 'new' : editing.post_id}
          post={editing === 'new' ? undefined : editing}
          categories={categories}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add blog post</Button>
        </p>
      )}
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search posts"
          type="search"
          value={filter.q ?? ''}
          onChange={(e) => setFilter({ page: 1, q: e.target.value || undefined })}
        />
      </form>
      <StaffTable<AdminBlogRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading blog posts"
        emptyText="No results!"
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Blog posts, newest first"
        head={
          <>
            <th scope="col">Title</th>
            <th scope="col">Category</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(p) => (
          <tr key={p.post_id}>
            <td data-label="Title">
              <a href={`/blog/${p.slug}`}>{p.title}</a>
            </td>
            <td data-label="Category">{p.category}</td>
            <td data-label="Date">{p.published_on}</td>
            <td data-label="Status">{p.status ? 'Published' : 'Hidden'}</td>
            <td>
              <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
                Edit <span className="visually-hidden">{p.title}</span>
              </Button>{' '}
              <Button
                size="sm"
                variant="ghost"
                busy={remove.isPending && remove.variables === p.post_id}
                onClick={() => remove.mutate(p.post_id)}
              >
                Remove <span className="visually-hidden">{p.title}</span>
              </Button>
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Blog post pages',
        }}
      />
    </>
  );
}
