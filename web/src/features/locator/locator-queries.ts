// The locator's server state (decision 0045): each GET checked with the schema its route declares (common/locator.ts).
import { dealerAnswerSchema, locationsAnswerSchema, popupTextSchema, tileSettingsSchema } from '@parts/common/locator';
import { apiQuery } from '../../ui/query/api-query';
import { sourcePath, type SourceParams } from './locator-api';

export const locatorKeys = {
  all: ['locator'] as const,
  stores: () => [...locatorKeys.all, 'stores'] as const,
  /** Every dealer list: the shopper's store leads each, so choosing a store invalidates them all. */
  dealerLists: () => [...locatorKeys.all, 'dealers'] as const,
  dealers: (p: SourceParams) => [...locatorKeys.dealerLists(), sourcePath(p)] as const,
  popupText: () => [...locatorKeys.all, 'popup-text'] as const,
  tiles: () => [...locatorKeys.all, 'tiles'] as const,
};

const STORES_PATH = '/api/location/getLocations';

export const storesQuery = () => apiQuery(locatorKeys.stores(), STORES_PATH, locationsAnswerSchema);
export const dealersQuery = (p: SourceParams) => apiQuery(locatorKeys.dealers(p), sourcePath(p), dealerAnswerSchema);
export const popupTextQuery = () =>
  apiQuery(locatorKeys.popupText(), '/product/product/getDealerLocatorPopupText', popupTextSchema);
export const tileSettingsQuery = () => apiQuery(locatorKeys.tiles(), '/api/location/settings', tileSettingsSchema);
