// Content → Hero menu: the storefront's navigation (three levels). An entry opens a link or a category (whose page and
// current name it follows), sits under a parent or on the top level, in its order, shown or switched off. A save shows
// on the storefront at once: the menu is read fresh and revalidated by browsers (decision 0096).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MENU_LEVELS,
  menuDeletedAnswer,
  menuItemInput,
  menuSavedAnswer,
  type AdminMenu,
  type AdminMenuItem,
  type MenuItemInput,
} from '@parts/common/content-menu';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { useAddKey } from '../../../ui/new-key';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys as storefrontKeys } from '../../content/content-queries';
import { contentKeys, menuQuery } from './content-queries';
import './content.css';

const KINDS = [
  { value: 'link', label: 'A link' },
  { value: 'category', label: 'A category page' },
] as const;

/** The entries under `item` (itself included): none of them may become its parent. */
function subtree(items: AdminMenuItem[], itemId: number): Set<number> {
  const out = new Set([itemId]);
  for (const i of items) if (i.parent_id !== null && out.has(i.parent_id)) out.add(i.item_id);
  return out;
}

const labelOf = (i: AdminMenuItem) => i.category_name ?? i.title;

function MenuItemForm({ item, menu, onDone }: { item?: AdminMenuItem; menu: AdminMenu; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof menuItemInput>, unknown, MenuItemInput>({
    resolver: zodResolver(menuItemInput),
    defaultValues: item
      ? {
          item_id: item.item_id,
          parent_id: item.parent_id === null ? '' : String(item.parent_id),
          title: item.title,
          kind: item.kind,
          link: item.kind === 'link' ? item.link : '',
          category_id: item.category_id === null ? '' : String(item.category_id),
          sort_order: item.sort_order,
          status: item.status,
        }
      : { parent_id: '', title: '', kind: 'link', link: '', category_id: '', sort_order: 0, status: true },
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const addKey = useAddKey();
  const save = useMutation({
    mutationFn: (v: MenuItemInput) =>
      api('/admin/api/content/menu/save', {
        json: { ...v, idempotency_key: addKey.for(v.item_id !== undefined) },
        schema: menuSavedAnswer,
      }),
    onSuccess: async (a) => {
      addKey.renew();
      toast.success(a.success, { staff: true });
      await Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.menu }),
        client.invalidateQueries({ queryKey: storefrontKeys.menu() }),
      ]);
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['title', 'link', 'category_id', 'parent_id', 'sort_order']),
  });
  const own = item ? subtree(menu.items, item.item_id) : new Set<number>();
  // A parent on the first or second level keeps the entry within the menu's three levels.
  const parents = [
    { value: '', label: 'Top level' },
    ...menu.items
      .filter((i) => i.depth < MENU_LEVELS && !own.has(i.item_id))
      .map((i) => ({ value: String(i.item_id), label: `${'– '.repeat(i.depth - 1)}${labelOf(i)}` })),
  ];
  const heading = item ? `Edit “${labelOf(item)}”` : 'New menu entry';
  return (
    <form
      className="admin-form admin-panel"
      noValidate
      aria-label={item ? 'Edit menu entry' : 'New menu entry'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{heading}</h2>
      <div className="admin-form__row">
        <TextField
          label="Label"
          required
          hint="A category entry shows the category's own name on the storefront."
          error={errors.title?.message}
          {...form.register('title')}
        />
        <SelectField label="Opens" options={KINDS} error={errors.kind?.message} {...form.register('kind')} />
      </div>
      <div className="admin-form__row">
        {kind === 'category' ? (
          <SelectField
            label="Category"
            required
            placeholder="Choose a category"
            options={menu.categories.map((c) => ({ value: String(c.category_id), label: c.name }))}
            error={errors.category_id?.message}
            {...form.register('category_id')}
          />
        ) : (
          <TextField
            label="Link"
            required
            hint="A site path such as /blog, or an https address."
            error={errors.link?.message}
            {...form.register('link')}
          />
        )}
        <SelectField
          label="Parent"
          options={parents}
          error={errors.parent_id?.message}
          {...form.register('parent_id')}
        />
        <TextField
          label="Order"
          inputMode="numeric"
          hint="Lower numbers come first."
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
          Save entry
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * The entries to show: the top level, and the entries of each opened parent whose own parents are open too (an entry
 * whose parent is gone shows at the top). Each with how many entries sit directly under it.
 */
function shownRows(items: readonly AdminMenuItem[], open: ReadonlySet<number>) {
  const ids = new Set(items.map((i) => i.item_id));
  const children = new Map<number, number>();
  for (const i of items) if (i.parent_id !== null) children.set(i.parent_id, (children.get(i.parent_id) ?? 0) + 1);
  const shown = new Set<number>();
  const rows: { item: AdminMenuItem; children: number }[] = [];
  // Tree order puts each parent before its entries, so one pass decides.
  for (const i of items) {
    const top = i.parent_id === null || !ids.has(i.parent_id);
    if (top || (shown.has(i.parent_id!) && open.has(i.parent_id!))) {
      shown.add(i.item_id);
      rows.push({ item: i, children: children.get(i.item_id) ?? 0 });
    }
  }
  return rows;
}

export default function MenuPage() {
  const query = useQuery(menuQuery());
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminMenuItem | 'new' | null>(null);
  // The tree is folded by parent (a phone showed every demo entry as a card, ~29,500 px): a parent's entries show
  // once it is opened.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const remove = useMutation({
    mutationFn: (itemId: number) =>
      api('/admin/api/content/menu/delete', { json: { item_id: itemId }, schema: menuDeletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await Promise.all([
        client.invalidateQueries({ queryKey: contentKeys.menu }),
        client.invalidateQueries({ queryKey: storefrontKeys.menu() }),
      ]);
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <>
      <PageHeading
        title="Hero menu"
        description="The storefront's navigation, up to three levels. Changes show on the storefront at once."
      />
      {query.isPending ? (
        <PageLoading label="Loading the menu" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <>
          {editing !== null ? (
            <MenuItemForm
              key={editing === 'new' ? 'new' : editing.item_id}
              item={editing === 'new' ? undefined : editing}
              menu={query.data}
              onDone={() => setEditing(null)}
            />
          ) : (
            <p>
              <Button onClick={() => setEditing('new')}>Add menu entry</Button>
            </p>
          )}
          <table className="admin-table menu-table">
            <caption className="visually-hidden">Menu entries, each under its parent</caption>
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">Opens</th>
                <th scope="col" className="num">
                  Order
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shownRows(query.data.items, open).map(({ item: i, children }) => (
                <tr key={i.item_id}>
                  <td data-label="Entry">
                    <span className={`menu-table__entry menu-table__entry--${Math.min(i.depth, MENU_LEVELS)}`}>
                      {children > 0 ? (
                        <button
                          type="button"
                          className="menu-table__fold"
                          aria-expanded={open.has(i.item_id)}
                          onClick={() => toggle(i.item_id)}
                        >
                          <span aria-hidden="true">{open.has(i.item_id) ? '▾' : '▸'}</span> {labelOf(i)}{' '}
                          <span className="menu-table__count">({children} under it)</span>
                        </button>
                      ) : (
                        labelOf(i)
                      )}
                    </span>
                  </td>
                  <td data-label="Opens" className="menu-table__link">
                    {i.kind === 'category' ? `Category: ${i.category_name ?? '(deleted)'}` : i.link}
                  </td>
                  <td data-label="Order" className="num">
                    {i.sort_order}
                  </td>
                  <td data-label="Status">{i.status ? 'Shown' : 'Hidden'}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(i)}>
                      Edit <span className="visually-hidden">{labelOf(i)}</span>
                    </Button>{' '}
                    <Button
                      size="sm"
                      variant="ghost"
                      busy={remove.isPending && remove.variables === i.item_id}
                      onClick={() => {
                        if (window.confirm(`Delete “${labelOf(i)}” and every entry under it?`))
                          remove.mutate(i.item_id);
                      }}
                    >
                      Delete <span className="visually-hidden">{labelOf(i)}</span>
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
