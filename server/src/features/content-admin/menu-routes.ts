// The back office's hero menu and blog category calls (issue 27, decision 0096). Like the other content calls, each
// needs content.manage and the login's admin token (decision 0062).
import {
  adminBlogCategoriesSchema,
  adminMenuSchema,
  blogCategoryIdBody,
  blogCategoryInput,
  menuDeletedAnswer,
  menuIdBody,
  menuItemInput,
  menuSavedAnswer,
} from '@parts/common/content-menu';
import { CONTENT_MSG, deletedAnswer, savedAnswer } from '@parts/common/content-admin';
import type { App, Deps } from '#src/http/types';
import { deleteBlogCategory, listBlogCategories, saveBlogCategory } from './blog-categories';
import { deleteMenuItem, listMenu, saveMenuItem } from './menu';

const read = { access: 'staff', permission: 'content.manage', changesState: false } as const;
const write = { access: 'staff', permission: 'content.manage', changesState: true } as const;
const tags = ['admin content'];

export async function menuAndCategoryRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/admin/api/content/menu',
    {
      config: read,
      schema: {
        tags,
        summary: 'The hero menu entries in tree order (switched off ones too) and the categories an entry may open',
        response: { 200: adminMenuSchema },
      },
    },
    async () => listMenu(db),
  );
  app.post(
    '/admin/api/content/menu/save',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds or changes a menu entry (label, link or category, parent, order, on/off); shown at once',
        body: menuItemInput,
        response: { 200: menuSavedAnswer },
      },
    },
    async (req) => ({ success: CONTENT_MSG.saved, item_id: await saveMenuItem(db, req.body) }),
  );
  app.post(
    '/admin/api/content/menu/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a menu entry and everything under it',
        body: menuIdBody,
        response: { 200: menuDeletedAnswer },
      },
    },
    async (req) => ({ success: CONTENT_MSG.deleted, deleted: await deleteMenuItem(db, req.body.item_id) }),
  );

  app.get(
    '/admin/api/content/blog/categories',
    {
      config: read,
      schema: { tags, summary: 'Blog categories with their post counts', response: { 200: adminBlogCategoriesSchema } },
    },
    async () => ({ categories: await listBlogCategories(db) }),
  );
  app.post(
    '/admin/api/content/blog/category/save',
    {
      config: write,
      schema: {
        tags,
        summary: "Adds or renames a blog category (its posts' cards show the new name)",
        body: blogCategoryInput,
        response: { 200: savedAnswer },
      },
    },
    async (req) => ({ success: CONTENT_MSG.saved, id: await saveBlogCategory(db, req.body) }),
  );
  app.post(
    '/admin/api/content/blog/category/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Removes a blog category no post uses (409 while posts use it)',
        body: blogCategoryIdBody,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => {
      await deleteBlogCategory(db, req.body.category_id);
      return { success: CONTENT_MSG.deleted };
    },
  );
}
