// The back office's categories, brands and series (issue 26, decision 0083): a rename shows in the storefront's menu
// and listing at once, a move to another group moves the parts' listing and keeps the fit table equal to a recount,
// bad input and deleting a category with parts are refused and change nothing, a cashier is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '@parts/common/content';
import type { CatalogHome, ListingAnswer } from '@parts/common/listing';
import {
  TAXONOMY_MSG as MSG,
  type AdminBrand,
  type AdminCategory,
  type AdminSeries,
} from '@parts/common/taxonomy-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const q = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);
const version = async () => Number((await q<{ v: string }>('select version as v from catalog_version'))[0]!.v);
const audits = async (action: string) =>
  (await q<{ n: number }>('select count(*)::int as n from audit_log where action = $1', [action]))[0]!.n;

/** The fit table's rows that a recount from applications, product categories and universal switches disagrees with. */
async function drift(): Promise<number> {
  const expected = `select a.base_vehicle_id, pc.category_id, a.product_id, count(*)::int as apps
    from applications a join product_categories pc on pc.product_id = a.product_id group by 1, 2, 3`;
  const universal =
    'select pc.category_id, p.product_id from products p join product_categories pc on pc.product_id = p.product_id where p.universal';
  const [row] = await q<{ n: number }>(`select
    (select count(*) from (${expected} except select base_vehicle_id, category_id, product_id, apps from vehicle_fits) x)::int +
    (select count(*) from (select base_vehicle_id, category_id, product_id, apps from vehicle_fits except ${expected}) x)::int +
    (select count(*) from (${universal} except select category_id, product_id from universal_fits) x)::int +
    (select count(*) from (select category_id, product_id from universal_fits except ${universal}) x)::int as n`);
  return row!.n;
}

const tree = async () => (await admin.get<{ categories: AdminCategory[] }>('/admin/api/catalog/categories')).body;
const form = (c: AdminCategory) => ({
  category_id: c.category_id,
  parent_id: c.parent_id ?? 0,
  name: c.name,
  image: c.image,
  sort_order: c.sort_order,
  status: c.status,
});
const titles = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.title, ...titles(n.children)]);

describe('categories', () => {
  it('renames and switches off a category: the menu, the listing and the catalogue page follow', async () => {
    const { categories } = await tree();
    const groups = categories.filter((c) => c.parent_id === null);
    expect(groups.length).toBeGreaterThan(3);
    // Groups come in their order, each followed by its own categories.
    expect(categories[0]!.parent_id).toBeNull();
    expect(categories[1]!.parent_id).toBe(categories[0]!.category_id);
    const leaf = categories.find((c) => c.parent_id !== null && c.product_count > 0)!;
    expect(leaf.image_url).toBe(`/media/${leaf.image}`);

    const v0 = await version();
    const saved = await admin.post<{ success: string; category: AdminCategory; moved_parts: number }>(
      '/admin/api/catalog/category/save',
      { ...form(leaf), name: 'Stopping Pads' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(MSG.categorySaved('Stopping Pads'));
    expect(saved.body.category).toMatchObject({ category_id: leaf.category_id, name: 'Stopping Pads' });
    expect(saved.body.moved_parts).toBe(0);
    expect(await version()).toBeGreaterThan(v0);
    expect(await audits('category.update')).toBe(1);

    const shopper = server.client();
    const menu = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    expect(titles(menu.body.items)).toContain('Stopping Pads');
    expect(titles(menu.body.items)).not.toContain(leaf.name);
    const listing = await shopper.get<ListingAnswer>(`/api/products?category_id=${leaf.category_id}`);
    expect(listing.body.title).toBe('Stopping Pads');

    const off = await admin.post('/admin/api/catalog/category/save', {
      ...form(leaf),
      name: 'Stopping Pads',
      status: false,
    });
    expect(off.status).toBe(200);
    expect(titles((await shopper.get<{ items: MenuNode[] }>('/api/content/menu')).body.items)).not.toContain(
      'Stopping Pads',
    );
    const home = await shopper.get<CatalogHome>('/api/catalog');
    expect(home.body.groups.flatMap((g) => g.children.map((c) => c.name))).not.toContain('Stopping Pads');
    await admin.post('/admin/api/catalog/category/save', { ...form(leaf), name: leaf.name, status: true });
    expect(titles((await shopper.get<{ items: MenuNode[] }>('/api/content/menu')).body.items)).toContain(leaf.name);
  });

  it('moves a category to another group: the parts list under the new group for a vehicle, the fit table equals a recount', async () => {
    // A part with applications in a leaf category, one of its vehicles, and another group.
    const [pick] = await q<{
      product_id: number;
      manufacturer_id: number;
      category_id: number;
      parent_id: number;
      year: number;
      make_id: number;
      model_id: number;
    }>(
      `select p.product_id, p.manufacturer_id, c.category_id, c.parent_id, bv.year, bv.make_id, bv.model_id
       from products p join categories c on c.category_id = p.category_id and c.parent_id is not null
       join applications a on a.product_id = p.product_id join base_vehicles bv on bv.base_vehicle_id = a.base_vehicle_id
       where p.status and not p.universal order by p.product_id limit 1`,
    );
    const part = pick!;
    const { categories } = await tree();
    const leaf = categories.find((c) => c.category_id === part.category_id)!;
    const target = categories.find((c) => c.parent_id === null && c.category_id !== part.parent_id)!;
    expect(await drift()).toBe(0);

    const shopper = server.client();
    await shopper.get(
      `/ymm/json/saveVehicle?add1=Year:${part.year}&add2=MakeID:${part.make_id}&add3=ModelID:${part.model_id}`,
    );
    const listed = async (categoryId: number) => {
      const res = await shopper.get<ListingAnswer>(
        `/api/products?category_id=${categoryId}&manufacturer_id=${part.manufacturer_id}&limit=100`,
      );
      expect(res.status).toBe(200);
      return { ids: res.body.products.map((p) => p.product_id), total: res.body.total };
    };
    const inLeaf = await listed(leaf.category_id);
    expect(inLeaf.ids).toContain(part.product_id);
    const oldBefore = await listed(part.parent_id);
    const newBefore = await listed(target.category_id);
    expect(oldBefore.ids).toContain(part.product_id);
    expect(newBefore.ids).not.toContain(part.product_id);

    const moved = await admin.post<{ success: string; moved_parts: number; category: AdminCategory }>(
      '/admin/api/catalog/category/save',
      { ...form(leaf), parent_id: target.category_id },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.moved_parts).toBe(leaf.product_count);
    expect(moved.body.success).toBe(MSG.categoryMoved(leaf.name, leaf.product_count));
    expect(moved.body.category.parent_id).toBe(target.category_id);
    expect(await audits('category.move')).toBe(1);

    const oldAfter = await listed(part.parent_id);
    const newAfter = await listed(target.category_id);
    expect(oldAfter.ids).not.toContain(part.product_id);
    expect(newAfter.ids).toContain(part.product_id);
    // The category's parts for this vehicle and brand left the old group and joined the new one.
    expect(oldAfter.total).toBe(oldBefore.total - inLeaf.total);
    expect(newAfter.total).toBe(newBefore.total + inLeaf.total);
    expect(await drift()).toBe(0);
    const [groupRows] = await q<{ old: number; new: number }>(
      `select (select count(*) from product_categories pc join products p using (product_id) where p.category_id = $1 and pc.category_id = $2)::int as old,
              (select count(*) from product_categories pc join products p using (product_id) where p.category_id = $1 and pc.category_id = $3)::int as new`,
      [leaf.category_id, part.parent_id, target.category_id],
    );
    expect(groupRows).toEqual({ old: 0, new: leaf.product_count });
    // The menu entry went under the new group's entry.
    const menu = await shopper.get<{ items: MenuNode[] }>('/api/content/menu');
    const groupNode = menu.body.items.flatMap((n) => n.children).find((n) => n.title === target.name)!;
    expect(groupNode.children.map((n) => n.title)).toContain(leaf.name);
  });

  it('refuses bad input, a group under a category, and deleting a category that lists parts; deletes an empty one', async () => {
    const { categories } = await tree();
    const group = categories.find(
      (c) => c.parent_id === null && categories.some((k) => k.parent_id === c.category_id),
    )!;
    const leaf = categories.find((c) => c.parent_id !== null && c.product_count > 0)!;
    const v0 = await version();

    const empty = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/category/save', {
      ...form(leaf),
      name: '  ',
      sort_order: -1,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toMatchObject({ name: 'Name is required!', sort_order: 'At least 0.' });
    const underLeaf = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/category/save', {
      ...form(leaf),
      parent_id: categories.find((c) => c.parent_id !== null && c.category_id !== leaf.category_id)!.category_id,
    });
    expect(underLeaf.status).toBe(400);
    expect(underLeaf.body.errors.parent_id).toBe(MSG.parentNotGroup);
    const groupMove = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/category/save', {
      ...form(group),
      parent_id: categories.find((c) => c.parent_id === null && c.category_id !== group.category_id)!.category_id,
    });
    expect(groupMove.status).toBe(409);
    const badPicture = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/category/save', {
      ...form(leaf),
      image: 'content/categories/never-uploaded.png',
    });
    expect(badPicture.status).toBe(400);
    expect(badPicture.body.errors.image).toBe('Upload a picture.');

    const refused = await admin.post<{ error_message: string }>('/admin/api/catalog/category/delete', {
      category_id: leaf.category_id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toBe(MSG.deleteHasParts(leaf.product_count));
    expect(await version()).toBe(v0);
    expect((await tree()).categories).toEqual(categories);

    const made = await admin.post<{ category: AdminCategory }>('/admin/api/catalog/category/save', {
      parent_id: group.category_id,
      name: 'Brake Hardware Kits',
      image: leaf.image,
      sort_order: 5,
      status: true,
    });
    expect(made.status).toBe(200);
    expect(made.body.category).toMatchObject({
      parent_id: group.category_id,
      name: 'Brake Hardware Kits',
      product_count: 0,
    });
    const gone = await admin.post<{ success: string }>('/admin/api/catalog/category/delete', {
      category_id: made.body.category.category_id,
    });
    expect(gone.body.success).toBe(MSG.categoryDeleted('Brake Hardware Kits'));
    expect((await tree()).categories.map((c) => c.name)).not.toContain('Brake Hardware Kits');

    expect((await cashier.get('/admin/api/catalog/categories')).status).toBe(403);
    expect((await cashier.post('/admin/api/catalog/category/save', form(leaf))).status).toBe(403);
  });
});

describe('brands and series', () => {
  it('searches, adds and changes brands with their code checked; a switched-off brand leaves the storefront', async () => {
    const found = await admin.get<{ items: AdminBrand[]; total_items: number; counts: Record<string, number> }>(
      '/admin/api/catalog/brands?q=bbhk',
    );
    expect(found.body.items.map((b) => [b.name, b.aaia])).toEqual([['Bosch', 'BBHK']]);
    expect(found.body.counts).toEqual({ enabled: 1, disabled: 0 });
    const bosch = found.body.items[0]!;
    expect(bosch.product_count).toBeGreaterThan(0);

    const input = { name: 'Harbor Line', aaia: 'hb1k', image: bosch.image, sort_order: 0, status: true };
    const bad = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/brand/save', input);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.aaia).toBe(MSG.aaiaFormat);
    const taken = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/brand/save', {
      ...input,
      aaia: 'BBHK',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.aaia).toBe(MSG.aaiaTaken('Bosch'));
    const made = await admin.post<{ success: string; brand: AdminBrand }>('/admin/api/catalog/brand/save', {
      ...input,
      aaia: 'HBLN',
    });
    expect(made.body.success).toBe(MSG.brandAdded('Harbor Line'));
    expect(made.body.brand).toMatchObject({ name: 'Harbor Line', aaia: 'HBLN', product_count: 0, status: true });
    expect(await audits('brand.create')).toBe(1);

    const recode = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/brand/save', {
      manufacturer_id: bosch.manufacturer_id,
      name: 'Bosch',
      aaia: 'BOSC',
      image: bosch.image,
      sort_order: 0,
      status: true,
    });
    expect(recode.status).toBe(409);
    expect(recode.body.errors.aaia).toBe(MSG.aaiaLocked(bosch.product_count));

    const shopper = server.client();
    const brands = async () => (await shopper.get<CatalogHome>('/api/catalog')).body.brands.map((b) => b.name);
    expect(await brands()).toContain('Bosch');
    const off = await admin.post('/admin/api/catalog/brand/save', {
      manufacturer_id: bosch.manufacturer_id,
      name: 'Bosch',
      aaia: 'BBHK',
      image: bosch.image,
      sort_order: 0,
      status: false,
    });
    expect(off.status).toBe(200);
    expect(await brands()).not.toContain('Bosch');
    expect(await audits('brand.update')).toBe(1);
    expect((await cashier.get('/admin/api/catalog/brands')).status).toBe(403);
  });

  it("pages a brand's series, adds, renames and reorders one across pages", async () => {
    const [brand] = await q<{ manufacturer_id: number; n: number }>(
      'select manufacturer_id, count(*)::int as n from series group by 1 order by 2 desc, 1 limit 1',
    );
    type Page = { items: AdminSeries[]; total_items: number; total_pages: number; page: number; limit: number };
    const list = async (query: string) =>
      (await admin.get<Page>(`/admin/api/catalog/series?manufacturer_id=${brand!.manufacturer_id}&${query}`)).body;
    const all = async () => {
      const out: AdminSeries[] = [];
      for (let page = 1; ; page++) {
        const p = await list(`page=${page}`);
        out.push(...p.items);
        if (page >= p.total_pages) return out;
      }
    };
    const before = await all();
    // The demo's biggest brand has more than a page: 20 a page, the same pager as the other admin lists.
    expect(brand!.n).toBeGreaterThan(40);
    const firstPage = await list('page=1');
    expect(firstPage.items).toHaveLength(20);
    expect(firstPage.total_items).toBe(brand!.n);
    expect(firstPage.total_pages).toBe(Math.ceil(brand!.n / 20));
    expect(before).toHaveLength(brand!.n);
    expect(new Set(before.map((s) => s.series_id)).size).toBe(brand!.n);
    const first = before[0]!;
    // A search by part of the name, any case; % is matched as itself.
    const found = await list(`q=${encodeURIComponent(first.name.slice(1, 5).toLowerCase())}`);
    expect(found.items.map((s) => s.series_id)).toContain(first.series_id);
    expect((await list('q=%25%25')).total_items).toBe(0);

    // A new series at the end of the order: the answer says where it stands, so the editor opens that page.
    const last = before[before.length - 1]!;
    const made = await admin.post<{ series: AdminSeries; position: number }>('/admin/api/catalog/series/save', {
      manufacturer_id: brand!.manufacturer_id,
      category_id: first.category_id,
      name: 'Track Day',
      sort_order: last.sort_order + 1,
    });
    expect(made.status).toBe(200);
    expect(made.body.position).toBe(brand!.n + 1);
    const lastPage = await list(`page=${Math.ceil((brand!.n + 1) / 20)}`);
    expect(lastPage.items.at(-1)!.name).toBe('Track Day');

    // Renamed and moved back among the others by its order number (the demo's are all 0, so by name): the answer's
    // place is where the full list has it, on the page the editor opens, and every other series keeps its order.
    expect(before.every((s) => s.sort_order === 0)).toBe(true);
    const renamed = await admin.post<{ success: string; position: number }>('/admin/api/catalog/series/save', {
      series_id: made.body.series.series_id,
      manufacturer_id: brand!.manufacturer_id,
      category_id: first.category_id,
      name: 'Track Day Pro',
      sort_order: 0,
    });
    expect(renamed.body.success).toBe(MSG.seriesSaved('Track Day Pro'));
    const after = await all();
    const at = after.findIndex((s) => s.name === 'Track Day Pro');
    expect(renamed.body.position).toBe(at + 1);
    expect(renamed.body.position).toBeLessThan(brand!.n);
    const itsPage = await list(`page=${Math.ceil(renamed.body.position / 20)}`);
    expect(itsPage.items[(renamed.body.position - 1) % 20]!.name).toBe('Track Day Pro');
    expect(after.filter((s) => s.name !== 'Track Day Pro').map((s) => s.series_id)).toEqual(
      before.map((s) => s.series_id),
    );
    const heading = await server.client().get<ListingAnswer>(`/api/products?series_id=${made.body.series.series_id}`);
    expect(heading.body.title).toBe('Track Day Pro');
    expect((await cashier.get(`/admin/api/catalog/series?manufacturer_id=${brand!.manufacturer_id}`)).status).toBe(403);

    const blank = await admin.post<{ errors: Record<string, string> }>('/admin/api/catalog/series/save', {
      manufacturer_id: brand!.manufacturer_id,
      category_id: first.category_id,
      name: '',
      sort_order: 0,
    });
    expect(blank.body.errors.name).toBe('Name is required!');
  });
});
