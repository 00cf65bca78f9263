// The pages the web app has (web/src/app/router.tsx): the server answers any other path with HTTP 404 (the app still
// draws its friendly "page not found"). Staff screens all live under /pos/, so a new one needs no entry here.
export const PAGE_PATHS = [
  '/',
  '/checkout/cart',
  '/checkout/checkout',
  '/checkout/success',
  '/account/order',
  '/account/order/info',
  '/account/login',
  '/account/register',
  '/account/account',
  '/account/wishlist',
  '/product/compare',
  '/product/catalog',
  '/product/search',
  '/product/category',
  '/product/manufacturer',
  '/product/series',
  '/product/bestseller',
  '/product/latest',
  '/product/special',
  '/product/product',
  '/information/contact',
  '/module/dealer_locator',
  '/kiosk',
  '/blog',
  '/blog/:slug',
  '/pos',
  '/admin',
] as const;

// The back office's API lives under /admin/api/ (decision 0062); every other /admin/ path is one of its pages.
const PAGE_PREFIXES = ['/pos/', '/admin/'];
const NOT_PAGE_PREFIXES = ['/admin/api/', '/admin/index.php'];

/** Whether the web app has a page at this path (no query string; a trailing slash is ignored). */
export function isPagePath(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (NOT_PAGE_PREFIXES.some((prefix) => p.startsWith(prefix))) return false;
  if (PAGE_PREFIXES.some((prefix) => p.startsWith(prefix))) return true;
  return PAGE_PATHS.some((page) => {
    if (!page.includes(':')) return page === p;
    const re = new RegExp(`^${page.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    return re.test(p);
  });
}
