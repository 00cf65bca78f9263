// Spec: every call is reachable as /a/b/c and as index.php?route=a/b/c (also under /catalog/ and /admin/).
import qs from 'qs';

const INDEX_PHP = /^(\/(?:catalog|admin))?\/index\.php$/;

/** Rewrites `/index.php?route=a/b&x=1` to `/a/b?x=1`; any other URL is returned as it came. */
export function rewriteIndexPhp(url: string): string {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const m = INDEX_PHP.exec(pathname);
  if (!m || q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  const route = params.get('route');
  if (!route) return url;
  params.delete('route');
  const prefix = m[1] === '/admin' ? '/admin' : '';
  const clean = route.replace(/^\/+/, '').replace(/[^A-Za-z0-9_\-/.]/g, '');
  // A route like "ymm/json/&years" carries its call as a bare flag; OpenCart forms put it after the slash.
  const rest = params.toString();
  return `${prefix}/${clean}${rest ? `?${rest}` : ''}`;
}

/** Form bodies and query strings may nest (options[12]=3), as OpenCart forms send them. */
export function parseQueryString(text: string): Record<string, unknown> {
  // arrayLimit 0 keeps option[12]=34 keyed by the option id instead of compacting it into an array; a[]=x still lists.
  return qs.parse(text, { depth: 4, arrayLimit: 0, parameterLimit: 2000 });
}
