import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BREAKPOINTS } from '@parts/common/constants';
import { ChevronIcon } from '../../ui/icons';
import { useMediaQuery } from '../../ui/useMediaQuery';

export interface FooterLink {
  to: string;
  label: string;
}

/** Spec 000 section 2: footer sections collapse under 767px; on wider screens they are plain, always-open lists. */
export function FooterSection({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const listId = useId();
  const collapsible = useMediaQuery(`(max-width: ${BREAKPOINTS.footerCollapse}px)`);
  const [open, setOpen] = useState(false);

  return (
    <section className="footer-section">
      <h2 className="footer-section__title">
        {collapsible ? (
          <button
            type="button"
            className="footer-section__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            {title}
            <ChevronIcon size={18} />
          </button>
        ) : (
          title
        )}
      </h2>
      <ul id={listId} className="footer-section__list" hidden={collapsible && !open}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
