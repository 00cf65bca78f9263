// Site search: the results listing (GET /api/search, the data of /index.php?route=product/search) and the header's
// autocomplete (GET /api/search/autocomplete) with its four sections.
import {
  autocompleteAnswerSchema,
  autocompleteQuerySchema,
  listingAnswerSchema,
  searchQuerySchema,
} from '@parts/common/listing';
import type { App, Deps } from '#src/http/types';
import { listingContext } from '#src/features/catalog/listing';
import { sendJson } from '#src/features/catalog/listing-cache';
import { autocomplete, searchListing, warmSearch } from './search';
import { logSearch } from './search-log';

export async function searchRoutes(app: App, { db }: Deps) {
  // Not awaited: the server answers at once while the vocabulary builds.
  app.addHook('onReady', async () => {
    void warmSearch(db);
  });
  app.get(
    '/api/search',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['search'],
        summary:
          'Search results: parts by name, brand, category, SKU, model or part number, fitting the session vehicle',
        querystring: searchQuerySchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req, reply) => {
      const context = await listingContext(db, req);
      const answer = await searchListing(db, req.query, context);
      await logSearch(db, req.query, answer, req.log, context.vehicle.baseVehicleId);
      return sendJson(reply, answer);
    },
  );

  app.get(
    '/api/search/autocomplete',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['search'],
        summary: 'Autocomplete: brands, parts, categories and series for a partial term',
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteAnswerSchema },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await autocomplete(db, req.query.search, req.query.limit, req.query.parts_limit, await listingContext(db, req)),
      ),
  );
}
