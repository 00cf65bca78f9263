// Catalogue calls that exist so far: the home page's data. Listings and the product page follow in later work.
import { homeSchema } from '@parts/common/catalog';
import type { App, Deps } from '#src/http/types';
import { defaultCustomerGroupId, loadHome } from './home';

export async function catalogRoutes(app: App, { db }: Deps) {
  app.get('/api/home', { schema: { tags: ['catalog'], summary: 'Home page data: categories, featured parts, brands', response: { 200: homeSchema } } }, async () =>
    loadHome(db, await defaultCustomerGroupId(db)),
  );
}
