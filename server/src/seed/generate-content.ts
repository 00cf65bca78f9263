// The demo store's content: blog posts, the home banner carousel, an image grid, the hero menu, alert bars, a
// countdown and display currencies. Fixed input, no randomness: the same rows on every machine.
import type { Database } from '#src/db/client';
import * as t from '#src/db/schema/index';
import { BRANDS } from './data/brands';
import { ALERTS, BANNERS, BLOG_POSTS, BLOG_TEXT_COLOR, COUNTDOWN, CURRENCIES } from './data/content';
import { categoryRefs } from './generate-catalog';
import { ICONS } from './images';

const CONTENT_TABLES = [
  'banners',
  'banner_modules',
  'image_grid_items',
  'image_grids',
  'menu_items',
  'alert_bars',
  'countdowns',
  'currencies',
  'blog_posts',
  'blog_post_categories',
  'blog_categories',
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const CATEGORY_COLORS: Record<string, string> = {
  Brakes: '#9f1239',
  Maintenance: '#1d4ed8',
  Electrical: '#a16207',
  'How-To': '#334155',
  Towing: '#0e7490',
  Suspension: '#6d28d9',
  Lighting: '#ca8a04',
  'Store News': '#15803d',
  'Fuel System': '#c2410c',
  Exhaust: '#57534e',
};

function blogImage(title: string, category: string): string {
  const color = CATEGORY_COLORS[category] ?? '#334155';
  const words = title.split(' ');
  const lines: string[] = [];
  for (const w of words) {
    const last = lines.length - 1;
    if (last >= 0 && (lines[last] ?? '').length + w.length < 22) lines[last] = `${lines[last]} ${w}`;
    else lines.push(w);
  }
  const text = lines
    .map((l, i) => `<text x="40" y="${150 + i * 44}" font-size="36" font-weight="700" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400" role="img" aria-label="${esc(title)}" font-family="Arial, Helvetica, sans-serif">
<rect width="600" height="400" fill="${color}"/><circle cx="520" cy="70" r="120" fill="#fff" opacity="0.12"/><rect x="40" y="60" width="${category.length * 14 + 32}" height="40" rx="20" fill="#fff" opacity="0.9"/>
<text x="56" y="88" font-size="22" font-weight="700" fill="${color}">${esc(category)}</text>${text}</svg>`;
}

function bannerImage(b: (typeof BANNERS)[number], w: number, h: number): string {
  const [from, to] = b.colors;
  const mobile = w < h * 1.5;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(b.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g opacity="0.18" fill="none" stroke="#fff" stroke-width="${mobile ? 18 : 26}"><circle cx="${mobile ? w * 0.7 : w * 0.78}" cy="${mobile ? h * 0.72 : h * 0.5}" r="${mobile ? 180 : 220}"/><circle cx="${mobile ? w * 0.7 : w * 0.78}" cy="${mobile ? h * 0.72 : h * 0.5}" r="${mobile ? 80 : 100}"/></g></svg>`;
}

/** A grid picture: the group's drawing on a soft band, no text (the grid prints its own label). */
function gridImage(group: string, i: number): string {
  const color = CARD_COLORS[i % CARD_COLORS.length] ?? '#334155';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="270" viewBox="0 0 400 270" role="img" aria-label="${esc(group)}">
<rect width="400" height="270" fill="${color}"/><circle cx="330" cy="40" r="110" fill="#fff" opacity="0.08"/><circle cx="200" cy="125" r="78" fill="#fff" opacity="0.92"/>
<g transform="translate(200 125) scale(0.95)" color="${color}">${ICONS[group] ?? ''}</g></svg>`;
}

const CARD_COLORS = ['#7f1d1d', '#1e3a8a', '#854d0e', '#155e75', '#4c1d95', '#3f6212', '#0f766e', '#9a3412'];

function postBody(p: (typeof BLOG_POSTS)[number]): string {
  return [
    p.lead,
    'What to check:',
    ...p.tips.map((tip) => `• ${tip}`),
    'Not sure which part fits? Choose your vehicle at the top of any page and every listing shows only the parts that fit, or ask at the counter of any of our stores.',
  ].join('\n\n');
}

export function generateContent() {
  const day = 86_400_000;
  const newest = Date.UTC(2026, 10, 20);
  const posts = BLOG_POSTS.map((p, i) => {
    const url = `blog/${slugify(p.title)}`;
    // Every sixth post has no picture, as real blogs do; its card shows the grey placeholder.
    const image = i % 6 === 4 ? null : `content/blog/${slugify(p.title)}.svg`;
    return {
      row: {
        title: p.title,
        url,
        image,
        category: p.category,
        publishedOn: new Date(newest - i * 4 * day).toISOString().slice(0, 10),
        textColor: BLOG_TEXT_COLOR,
        summary: p.lead,
        body: postBody(p),
        status: true,
      },
      svg: image ? blogImage(p.title, p.category) : null,
    };
  });
  const slides = BANNERS.map((b, i) => ({
    row: {
      moduleId: 1,
      image: `content/banners/${i + 1}-desktop.svg`,
      mobileImage: `content/banners/${i + 1}-mobile.svg`,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
      linkText: b.linkText,
      openInNewTab: b.newTab,
      showBannerTitle: true,
      sortOrder: i,
    },
    desktop: bannerImage(b, 1920, 560),
    mobile: bannerImage(b, 750, 750),
  }));

  const { groups, leaves } = categoryRefs();
  const gridGroups = [
    'Brakes',
    'Engine',
    'Lighting',
    'Towing',
    'Suspension & Steering',
    'Filters',
    'Cooling',
    'Electrical',
  ];
  const gridItems = gridGroups.flatMap((name, i) => {
    const g = groups.find((x) => x.name === name);
    return g
      ? [
          {
            gridId: 1,
            label: g.name,
            labelPosition: (['bottom', 'center', 'top'] as const)[i % 3] ?? 'bottom',
            link: `/product/category?path=${g.categoryId}`,
            src: `content/grid/${g.slug}.svg`,
            sortOrder: i,
            svg: gridImage(g.name, i),
          },
        ]
      : [];
  });

  // The hero menu: Shop Parts > category group > category; Brands > brand. Ids are fixed so parents can be named.
  const menu: { itemId: number; parentId: number | null; title: string; link: string; sortOrder: number }[] = [];
  let id = 0;
  const add = (parentId: number | null, title: string, link: string, sortOrder: number) => {
    menu.push({ itemId: ++id, parentId, title, link, sortOrder });
    return id;
  };
  const shop = add(null, 'Shop Parts', '/product/catalog', 0);
  groups.forEach((g, gi) => {
    const gid = add(shop, g.name, `/product/category?path=${g.categoryId}`, gi);
    leaves
      .filter((l) => l.parentId === g.categoryId)
      .forEach((l, li) => add(gid, l.name, `/product/category?path=${l.categoryId}`, li));
  });
  const brands = add(null, 'Brands', '/product/manufacturer', 1);
  BRANDS.slice(0, 16).forEach((b, i) => add(brands, b.name, `/product/manufacturer?manufacturer_id=${i + 1}`, i));
  add(null, 'Specials', '/product/special', 2);
  add(null, 'Blog', '/blog', 3);
  add(null, 'Store Locator', '/module/dealer_locator', 4);
  add(null, 'Contact Us', '/information/contact', 5);

  return { posts, slides, gridItems, menu };
}

export async function loadContentDemo(database: Database): Promise<void> {
  const { db } = database;
  await database.query(`truncate table ${CONTENT_TABLES.join(', ')} restart identity cascade`);
  const c = generateContent();
  await db.insert(t.blogPosts).values(c.posts.map((p) => p.row));
  // The demo posts' categories become blog categories (as migration 0056 did for existing posts), each post in its own.
  await database.query(`insert into blog_categories (name) select distinct category from blog_posts order by 1`);
  await database.query(`insert into blog_post_categories (post_id, category_id)
    select p.post_id, c.category_id from blog_posts p join blog_categories c on c.name = p.category`);
  await db.insert(t.bannerModules).values({
    moduleId: 1,
    name: 'Home carousel',
    speedMs: 5000,
    ratio: '1920:560',
    mobileRatio: '750:750',
    height: 0,
    status: true,
  });
  await db.insert(t.banners).values(c.slides.map((s) => s.row));
  await db
    .insert(t.imageGrids)
    .values({ gridId: 1, title: 'Shop by system', galleryMode: false, rowImageCount: 4, status: true });
  await db.insert(t.imageGridItems).values(c.gridItems.map(({ svg: _svg, ...row }) => row));
  await db.insert(t.menuItems).values(c.menu);
  await db.insert(t.alertBars).values(ALERTS.map((a, i) => ({ ...a, sortOrder: i })));
  await db.insert(t.countdowns).values(COUNTDOWN);
  await db.insert(t.currencies).values(CURRENCIES.map((cu, i) => ({ ...cu, sortOrder: i })));
  const pictures = [
    ...c.posts.flatMap((p) => (p.svg && p.row.image ? [{ path: p.row.image, svg: p.svg }] : [])),
    ...c.gridItems.map((g) => ({ path: g.src, svg: g.svg })),
    ...c.slides.flatMap((s) => [
      { path: s.row.image, svg: s.desktop },
      { path: s.row.mobileImage, svg: s.mobile },
    ]),
  ];
  await db
    .insert(t.media)
    .values(pictures.map((p) => ({ path: p.path, contentType: 'image/svg+xml', body: Buffer.from(p.svg) })));
  for (const [table, col] of [
    ['banner_modules', 'module_id'],
    ['image_grids', 'grid_id'],
    ['menu_items', 'item_id'],
  ] as const) {
    await database.query(
      `select setval(pg_get_serial_sequence('${table}', '${col}'), (select coalesce(max(${col}), 1) from ${table}))`,
    );
  }
}
