import { useEffect } from 'react';

/**
 * Spec 000 section 2: "In kiosk mode links to other hosts are disabled." A walk-up screen must not leave the store,
 * whichever page or server-written content (banners, blog, forms) the link comes from, so the check is global.
 */
export function useBlockExternalLinks(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.href);
      const leaves = url.origin !== window.location.origin || anchor.target === '_blank';
      if (leaves && !url.protocol.startsWith('tel')) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
}
