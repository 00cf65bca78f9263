import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

/**
 * Server answers carry links as paths or absolute URLs (links.view, category href). Same-site ones go through the
 * router so the page does not reload; anything else stays a plain anchor.
 */
export function AppLink({ to, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const internal = toInternalPath(to);
  if (internal !== null) return <Link to={internal} {...rest} />;
  return <a href={to} {...rest} />;
}

export function toInternalPath(href: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
