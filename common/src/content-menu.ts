// The back office's hero menu editor and blog categories (issue 27, decision 0096). The storefront reads the same rows
// (content/queries.ts menuTree, listBlog); each request schema here is the one its form validates with and its route
// checks.
import { z } from 'zod';
import { safeUrl } from './custom-form';
import { addKey, id, text } from './input';

export const MENU_MSG = {
  noParent: 'That parent entry no longer exists.',
  ownParent: 'An entry cannot sit under itself or under an entry below it.',
  tooDeep: 'The menu shows three levels: choose a parent on the first or second level.',
  noCategory: 'That category no longer exists.',
  linkRequired: 'Enter a link, such as /blog or https://example.com.',
  categoryRequired: 'Choose a category.',
} as const;

/** Levels the storefront's hero menu shows (content/queries.ts menuTree stops there). */
export const MENU_LEVELS = 3;

/** A menu link to a category page: the entry then shows the category's current name (decision 0083). */
export const categoryMenuLink = (categoryId: number) => `/product/category?path=${categoryId}`;
const CATEGORY_LINK = /^\/product\/category\?path=(\d+)$/;
/** The category a menu link opens, or null for any other link. */
export function categoryOfLink(link: string): number | null {
  const m = CATEGORY_LINK.exec(link);
  return m ? Number(m[1]) : null;
}

/** One entry as the editor saves it: a label with a link, or a category (its page and current name). */
export const menuItemInput = z
  .object({
    item_id: id('item_id').optional(),
    /** '' (or absent) for the top level. */
    parent_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('parent_id').optional()),
    title: text(80).min(1, 'Label is required!'),
    kind: z.enum(['link', 'category'], 'Choose what the entry opens.'),
    link: safeUrl.or(z.literal('')).default(''),
    category_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('category_id').optional()),
    sort_order: z.coerce.number().int('A whole number.').min(0, 'At least 0.').max(9999, 'At most 9999.'),
    status: z.boolean(),
    idempotency_key: addKey,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'link' && !v.link) ctx.addIssue({ code: 'custom', path: ['link'], message: MENU_MSG.linkRequired });
    if (v.kind === 'category' && v.category_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: MENU_MSG.categoryRequired });
  });
export type MenuItemInput = z.infer<typeof menuItemInput>;

export const adminMenuItemSchema = z.object({
  item_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  kind: z.enum(['link', 'category']),
  link: z.string(),
  category_id: z.number().int().nullable(),
  /** The category's current name (what the storefront shows), null for a plain link. */
  category_name: z.string().nullable(),
  sort_order: z.number().int(),
  status: z.boolean(),
  /** 1 for the top level. */
  depth: z.number().int(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
/** The entries in tree order (each parent before its children), and the categories an entry may open. */
export const adminMenuSchema = z.object({
  items: z.array(adminMenuItemSchema),
  categories: z.array(z.object({ category_id: z.number().int(), name: z.string() })),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;
export const menuSavedAnswer = z.object({ success: z.string(), item_id: z.number().int() });
export const menuDeletedAnswer = z.object({ success: z.string(), deleted: z.number().int() });
export const menuIdBody = z.object({ item_id: id('item_id') });

export const BLOG_CATEGORY_MSG = {
  nameTaken: 'Another category already has this name.',
  inUse: (n: number) =>
    `${n} post${n === 1 ? '' : 's'} still use${n === 1 ? 's' : ''} this category: take it off them first.`,
  pickOne: 'Pick at least one category.',
  unknown: 'One of the chosen categories no longer exists.',
} as const;

export const blogCategoryInput = z.object({
  category_id: id('category_id').optional(),
  name: text(60).min(1, 'Name is required!'),
  sort_order: z.coerce.number().int('A whole number.').min(0, 'At least 0.').max(999, 'At most 999.'),
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInput>;
export const adminBlogCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  posts: z.number().int(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;
export const adminBlogCategoriesSchema = z.object({ categories: z.array(adminBlogCategorySchema) });
export const blogCategoryIdBody = z.object({ category_id: id('category_id') });
/** A post's categories as the post editor sends them (checkboxes: one id or several). */
export const blogCategoryIds = z.preprocess(
  (v) => (v === undefined || v === '' || v === false ? [] : Array.isArray(v) ? v : [v]),
  z.array(id('category_id')).min(1, BLOG_CATEGORY_MSG.pickOne).max(20),
);
