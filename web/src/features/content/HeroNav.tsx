import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { HERO_NAV_HOVER_OUT_MS } from '@parts/common/constants';
import { useQuery } from '@tanstack/react-query';
import type { MenuNode } from '@parts/common/content';
import { AppLink } from '../../ui/AppLink';
import { menuQuery } from './content-queries';
import './hero-nav.css';

/** Links the header shows while the menu loads (or if it cannot), so navigation never depends on that call. */
const FALLBACK: MenuNode[] = [
  { id: -1, title: 'Shop Parts', link: '/product/catalog', children: [] },
  { id: -2, title: 'Brands', link: '/product/manufacturer', children: [] },
  { id: -3, title: 'Store Locator', link: '/module/dealer_locator', children: [] },
  { id: -4, title: 'Contact Us', link: '/information/contact', children: [] },
];

/**
 * The multi-level hero navigation (spec 000 s2, s9): on wide screens a top item opens its panel on hover (and on
 * click or Enter), and closes 500 ms after the pointer leaves; under 768px each level replaces the last, with Back.
 */
export function HeroNav({ mobile }: { mobile: boolean }) {
  const { data } = useQuery(menuQuery());
  const items = data?.items ?? FALLBACK;
  return mobile ? <DrillNav items={items} /> : <HoverNav items={items} />;
}

function HoverNav({ items }: { items: MenuNode[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const { pathname, search } = useLocation();
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), HERO_NAV_HOVER_OUT_MS);
  };
  // A page change (a link in the panel was followed) closes the panel.
  useEffect(() => setOpen(null), [pathname, search]);
  useEffect(() => cancelClose, []);

  return (
    <ul className="container hero-nav" onKeyDown={(e) => e.key === 'Escape' && setOpen(null)}>
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.id} className="hero-nav__item">
            <NavLink to={item.link} className="hero-nav__top">
              {item.title}
            </NavLink>
          </li>
        ) : (
          <li
            key={item.id}
            className="hero-nav__item"
            onMouseEnter={() => {
              cancelClose();
              setOpen(item.id);
            }}
            onMouseLeave={closeSoon}
          >
            <button
              type="button"
              className="hero-nav__top"
              aria-expanded={open === item.id}
              aria-controls={`hero-panel-${item.id}`}
              onClick={() => setOpen(open === item.id ? null : item.id)}
            >
              {item.title} <span aria-hidden="true">▾</span>
            </button>
            <div id={`hero-panel-${item.id}`} className="hero-nav__panel" hidden={open !== item.id}>
              <AppLink to={item.link} className="hero-nav__all">
                {t('nav.viewAll', { title: item.title })}
              </AppLink>
              <ul className={item.children.some((c) => c.children.length) ? 'hero-nav__columns' : 'hero-nav__flat'}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <AppLink to={child.link} className="hero-nav__second">
                      {child.title}
                    </AppLink>
                    {child.children.length > 0 && (
                      <ul className="hero-nav__third">
                        {child.children.map((g) => (
                          <li key={g.id}>
                            <AppLink to={g.link}>{g.title}</AppLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

function DrillNav({ items }: { items: MenuNode[] }) {
  const { t } = useTranslation();
  // The path of opened items; the last one's children are the level on screen.
  const [trail, setTrail] = useState<MenuNode[]>([]);
  const current = trail.at(-1);
  const level = current ? current.children : items;
  const headingRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => headingRef.current?.focus(), [trail.length]);

  return (
    <div className="container drill-nav">
      {current && (
        <div className="drill-nav__head">
          <button
            ref={headingRef}
            type="button"
            className="drill-nav__back"
            onClick={() => setTrail((tr) => tr.slice(0, -1))}
            aria-label={t('nav.backTo', { title: trail.at(-2)?.title ?? t('nav.main') })}
          >
            ‹ {t('nav.back')}
          </button>
          <AppLink to={current.link} className="drill-nav__all">
            {t('nav.viewAll', { title: current.title })}
          </AppLink>
        </div>
      )}
      <ul className="drill-nav__list">
        {level.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <button type="button" className="drill-nav__open" onClick={() => setTrail((tr) => [...tr, item])}>
                {item.title} <span aria-hidden="true">›</span>
              </button>
            ) : (
              <AppLink to={item.link} className="drill-nav__link">
                {item.title}
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
