// The product page's answer schema lives in common (one schema both sides); the address parsing is the page's own.
export { productPageSchema } from '@parts/common/catalog';
export type { ProductPage as ProductPageData } from '@parts/common/catalog';

/** product_id from the address: a positive whole number, else null (the page says the product is not found). */
export function parseProductId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
