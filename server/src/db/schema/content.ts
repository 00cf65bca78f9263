// The storefront's own content (spec 000 sections 2, 3 and 9): blog posts, banners, image grids, the hero menu,
// alert bars, countdowns and the currencies a shopper may view prices in. Pictures live in the media table.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Blog item (spec: id, title, url, image, date, category, text_color); a card links to /{url}. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    postId: serial('post_id').primaryKey(),
    title: text('title').notNull(),
    /** The path after the slash, unique: /{url} opens the post. */
    url: text('url').notNull(),
    /** A media path, or null for the grey card. */
    image: text('image'),
    category: text('category').notNull(),
    publishedOn: text('published_on').notNull(),
    /** The card's text colour (hex), from the blog module's settings. */
    textColor: text('text_color').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [uniqueIndex('blog_posts_url_idx').on(t.url), index('blog_posts_date_idx').on(t.publishedOn)],
);

/** A blog category, named once (case-insensitively unique) and picked by posts. */
export const blogCategories = pgTable(
  'blog_categories',
  {
    categoryId: serial('category_id').primaryKey(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('blog_categories_name_idx').on(sql`lower(${t.name})`)],
);

/** The categories a post sits in; a category in use cannot be deleted (restrict). */
export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.postId, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.categoryId, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId),
  ],
);

/** A banner module: the carousel's settings (spec: banner_speed, banner_ratio, banner_mobile_ratio, banner_height, status). */
export const bannerModules = pgTable('banner_modules', {
  moduleId: serial('module_id').primaryKey(),
  name: text('name').notNull(),
  /** Milliseconds each slide stays. */
  speedMs: integer('speed_ms').notNull(),
  /** Width:height as "1920:600". */
  ratio: text('ratio').notNull(),
  mobileRatio: text('mobile_ratio').notNull(),
  /** Pixels; 0 = follow the ratio. */
  height: integer('height').notNull(),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const banners = pgTable(
  'banners',
  {
    bannerId: serial('banner_id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => bannerModules.moduleId, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    mobileImage: text('mobile_image').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull(),
    link: text('link').notNull(),
    linkText: text('link_text').notNull(),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    showBannerTitle: boolean('show_banner_title').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('banners_module_idx').on(t.moduleId)],
);

/** Image grid module (spec: gallery_mode, status, row_image_count) and its pictures (label, label_position, link, src). */
export const imageGrids = pgTable('image_grids', {
  gridId: serial('grid_id').primaryKey(),
  title: text('title').notNull(),
  galleryMode: boolean('gallery_mode').notNull().default(false),
  rowImageCount: integer('row_image_count').notNull(),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const imageGridItems = pgTable(
  'image_grid_items',
  {
    itemId: serial('item_id').primaryKey(),
    gridId: integer('grid_id')
      .notNull()
      .references(() => imageGrids.gridId, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    labelPosition: text('label_position', { enum: ['top', 'center', 'bottom'] }).notNull(),
    link: text('link').notNull(),
    src: text('src').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('image_grid_items_grid_idx').on(t.gridId)],
);

/** The multi-level hero navigation: a tree by parent_id (null = top level). */
export const menuItems = pgTable(
  'menu_items',
  {
    itemId: serial('item_id').primaryKey(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    link: text('link').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Off: left out of the storefront's menu with everything under it, but kept for the editor. */
    status: boolean('status').notNull().default(true),
    /** The idempotency key of the add that made the entry (decision 0099). */
    addKey: text('add_key').unique(),
  },
  (t) => [index('menu_items_parent_idx').on(t.parentId)],
);

/** A dismissible alert bar; its id names the cookie that hides it for `days` (spec 000 section 9). */
export const alertBars = pgTable('alert_bars', {
  alertId: text('alert_id').primaryKey(),
  message: text('message').notNull(),
  link: text('link'),
  linkText: text('link_text'),
  tone: text('tone', { enum: ['info', 'promo', 'warning'] }).notNull(),
  days: integer('days').notNull(),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A countdown flip clock to a sale's end. */
export const countdowns = pgTable('countdowns', {
  countdownId: serial('countdown_id').primaryKey(),
  title: text('title').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  /** A weekly sale repeats: once ends_at has passed, the clock counts to the next end this many days on (0 = once). */
  repeatDays: integer('repeat_days').notNull().default(0),
  link: text('link'),
  linkText: text('link_text'),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Display currencies. The rate is units of this currency per unit of the default currency (the one prices are kept
 * and charged in, USD) in millionths (EUR 0.92 = 920000), so it stays an integer; prices are only converted for
 * display. The default's rate is 1 (decision 0095).
 */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  symbol: text('symbol').notNull().default(''),
  rateMicros: integer('rate_micros').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The store's languages (decision 0095): the language switch offers the enabled ones. */
export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
