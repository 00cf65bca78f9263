// Every table, for Drizzle's relational typing and drizzle-kit's migration generator.
export * from './core';
export * from './staff';
export * from './customers';
export * from './vehicles';
export * from './catalog';
export * from './fitment';
export * from './mail';
export * from './account';
export * from './product-page';
export * from './cart';
export * from './listing';
export * from './content';
export * from './order-hardening';
export * from './security';
export * from './stores';
export * from './forms';
