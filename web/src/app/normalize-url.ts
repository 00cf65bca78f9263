// Old links and bookmarks use OpenCart's /index.php?route=a/b form (spec README: both forms are the same call).
// The SPA routes on real paths, so the address is rewritten once on boot before the router reads it.

const HOME_ROUTES = new Set(['', 'common/home']);

/** Returns the path to replace the address with, or null when the address is already a real path. */
export function normalizeLegacyUrl(pathname: string, search: string, hash = ''): string | null {
  if (!pathname.endsWith('index.php')) return null;
  const params = new URLSearchParams(search);
  const route = params.get('route');
  params.delete('route');
  // Dot and empty segments are dropped so a crafted route cannot climb out or form a protocol-relative URL.
  const segments = (route ?? '')
    .split(/[/\\]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s !== '.' && s !== '..');
  const joined = segments.join('/');
  const path = HOME_ROUTES.has(joined) ? '/' : `/${segments.map(encodeURIComponent).join('/')}`;
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash}`;
}
