// The product page's answer schema lives in common (one schema both sides); the address parsing is the page's own.
export { productPageSchema } from '@parts/common/catalog';
export type { ProductPage as ProductPageData } from '@parts/common/catalog';
export { parseProductId } from '@parts/common/catalog';
