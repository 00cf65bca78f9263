// The hero menu editor and blog categories (issue 27, decision 0096) through the real app: an entry the owner saves is
// in the storefront's menu on the very next request (no browser may keep the old one), a switched-off entry leaves
// with its children, the menu keeps to three levels; a post picks categories, a rename follows on its card, and a
// category in use cannot be removed. A cashier may do none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, MenuNode } from '@parts/common/content';
import { BLOG_CATEGORY_MSG, MENU_MSG, type AdminMenu } from '@parts/common/content-menu';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let shopper: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  shopper = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const titles = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children)]);
const saveEntry = (entry: Record<string, unknown>) =>
  admin.post<{ item_id: number; errors?: Record<string, string> }>('/admin/api/content/menu/save', {
    kind: 'link',
    link: '',
    sort_order: 0,
    status: true,
    // An add carries a fresh idempotency key, as the screen's does; an edit names its entry.
    ...(entry.item_id === undefined ? { idempotency_key: crypto.randomUUID() } : {}),
    ...entry,
  });

describe('hero menu editor', () => {
  it('adds one entry for two concurrent adds with the same key (a double click), and none without a key', async () => {
    const body = { title: 'Twice clicked', link: '/twice', idempotency_key: 'menu-add-twice-01' };
    const [a, b] = await Promise.all([saveEntry(body), saveEntry(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.item_id).toBe(a.body.item_id);
    const menu = await admin.get<AdminMenu>('/admin/api/content/menu');
    expect(menu.body.items.filter((i) => i.title === 'Twice clicked')).toHaveLength(1);
    const refused = await admin.post<{ errors: Record<string, string> }>('/admin/api/content/menu/save', {
      title: 'No key',
      kind: 'link',
      link: '/nokey',
      sort_order: 0,
      status: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.idempotency_key).toBeTruthy();
  });

  it('shows a saved entry in /api/content/menu at once, and the answer is revalidated rather than kept 60 s', async () => {
    const before = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    expect(before.headers.get('cache-control')).toBe('no-cache');
    const top = await saveEntry({ title: 'Winter Sale', link: '/information/information?slug=winter' });
    expect(top.status).toBe(200);
    const child = await saveEntry({ title: 'Frost Kit Picks', link: '/search?q=wipers', parent_id: top.body.item_id });
    expect(child.status).toBe(200);

    const after = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    const sale = after.body.items.find((n) => n.title === 'Winter Sale');
    expect(sale).toMatchObject({ link: '/information/information?slug=winter' });
    expect(sale?.children.map((c) => c.title)).toEqual(['Frost Kit Picks']);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('leaves out a switched-off entry with its children, and renames a category entry by its category', async () => {
    const menu = await admin.get<AdminMenu>('/admin/api/content/menu');
    const sale = menu.body.items.find((i) => i.title === 'Winter Sale')!;
    expect((await saveEntry({ ...sale, status: false })).status).toBe(200);
    let answer = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    expect(titles(answer.body.items)).not.toContain('Winter Sale');
    expect(titles(answer.body.items)).not.toContain('Frost Kit Picks');

    const category = menu.body.categories[0]!;
    const entry = await saveEntry({ title: 'Anything', kind: 'category', category_id: category.category_id });
    expect(entry.status).toBe(200);
    answer = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    expect(answer.body.items.find((n) => n.id === entry.body.item_id)).toMatchObject({
      title: category.name,
      link: `/product/category?path=${category.category_id}`,
    });
  });

  it('keeps to three levels, refuses a loop, and changes nothing on bad input', async () => {
    const a = await saveEntry({ title: 'Level one', link: '/a' });
    const b = await saveEntry({ title: 'Level two', link: '/b', parent_id: a.body.item_id });
    const c = await saveEntry({ title: 'Level three', link: '/c', parent_id: b.body.item_id });
    expect(c.status).toBe(200);
    const d = await saveEntry({ title: 'Level four', link: '/d', parent_id: c.body.item_id });
    expect(d.status).toBe(400);
    expect(d.body.errors).toEqual({ parent_id: MENU_MSG.tooDeep });
    const loop = await saveEntry({
      item_id: a.body.item_id,
      title: 'Level one',
      link: '/a',
      parent_id: b.body.item_id,
    });
    expect(loop.status).toBe(400);
    expect(loop.body.errors).toEqual({ parent_id: MENU_MSG.ownParent });
    const noLink = await saveEntry({ title: 'Nowhere' });
    expect(noLink.status).toBe(400);
    const script = await saveEntry({ title: 'Bad', link: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    const menu = await admin.get<AdminMenu>('/admin/api/content/menu');
    expect(menu.body.items.map((i) => i.title)).not.toContain('Level four');
    expect(menu.body.items.map((i) => i.title)).not.toContain('Nowhere');
    expect(menu.body.items.find((i) => i.item_id === a.body.item_id)).toMatchObject({ parent_id: null, depth: 1 });

    const gone = await admin.post<{ deleted: number }>('/admin/api/content/menu/delete', { item_id: a.body.item_id });
    expect(gone.body.deleted).toBe(3);
  });

  it('is refused to a cashier', async () => {
    const cashier = server.client();
    await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    expect((await cashier.post('/admin/api/content/menu/save', { title: 'X', kind: 'link', link: '/x' })).status).toBe(
      403,
    );
  });
});

describe('blog categories', () => {
  it('files a post under two categories; a rename shows on its card; a category in use cannot go', async () => {
    const tips = await admin.post<{ id: number }>('/admin/api/content/blog/category/save', {
      name: 'Winter Tips',
      sort_order: 1,
    });
    const brakes = await admin.post<{ id: number }>('/admin/api/content/blog/category/save', {
      name: 'Brake Care',
      sort_order: 2,
    });
    expect([tips.status, brakes.status]).toEqual([200, 200]);
    const same = await admin.post<{ errors: Record<string, string> }>('/admin/api/content/blog/category/save', {
      name: 'winter tips',
      sort_order: 0,
    });
    expect(same.status).toBe(409);
    expect(same.body.errors).toEqual({ name: BLOG_CATEGORY_MSG.nameTaken });

    const post = {
      title: 'Salt and your brake lines',
      slug: 'salt-and-brake-lines',
      category_ids: [brakes.body.id, tips.body.id],
      published_on: '2026-11-21',
      image: '',
      text_color: '#ffffff',
      summary: 'Rinse the underside.',
      body: 'Road salt eats steel lines.',
      status: true,
    };
    expect((await admin.post('/admin/api/content/blog/save', post)).status).toBe(200);
    let card = await shopper.get<BlogPost>('/api/content/post?url=blog/salt-and-brake-lines');
    expect(card.body.category).toBe('Winter Tips, Brake Care');

    await admin.post('/admin/api/content/blog/category/save', {
      category_id: tips.body.id,
      name: 'Cold Weather',
      sort_order: 1,
    });
    card = await shopper.get<BlogPost>('/api/content/post?url=blog/salt-and-brake-lines');
    expect(card.body.category).toBe('Cold Weather, Brake Care');

    const inUse = await admin.post<{ error: string }>('/admin/api/content/blog/category/delete', {
      category_id: tips.body.id,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toBe(BLOG_CATEGORY_MSG.inUse(1));

    const none = await admin.post<{ errors: Record<string, string> }>('/admin/api/content/blog/save', {
      ...post,
      slug: 'no-category',
      category_ids: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ category_ids: BLOG_CATEGORY_MSG.pickOne });

    const list = await admin.get<{ categories: { name: string; posts: number }[] }>(
      '/admin/api/content/blog/categories',
    );
    expect(list.body.categories).toEqual(
      expect.arrayContaining([
        { category_id: tips.body.id, name: 'Cold Weather', sort_order: 1, posts: 1 },
        { category_id: brakes.body.id, name: 'Brake Care', sort_order: 2, posts: 1 },
      ]),
    );
  });
});
