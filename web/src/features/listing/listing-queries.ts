// The listings' server state (decision 0045). The shopper's vehicle is part of a listing's key: the cards' fit badges
// and the vehicle filter depend on it, so a new vehicle is a new query (no reload on a vehicle change).
import { keepPreviousData } from '@tanstack/react-query';
import { catalogHomeSchema, listingAnswerSchema } from '@parts/common/listing';
import { apiQuery } from '../../ui/query/api-query';

export const listingKeys = {
  all: ['listing'] as const,
  list: (path: string, vehicle: string) => [...listingKeys.all, 'list', path, vehicle] as const,
  catalogHome: () => [...listingKeys.all, 'catalog-home'] as const,
};

/** One page of a listing; while the next page, sort or vehicle loads, the last answer stays on screen. */
export const listingQuery = (path: string, vehicle: string) => ({
  ...apiQuery(listingKeys.list(path, vehicle), path, listingAnswerSchema),
  placeholderData: keepPreviousData,
});

export const catalogHomeQuery = () => apiQuery(listingKeys.catalogHome(), '/api/catalog', catalogHomeSchema);
