// The content editors' reads (TanStack queries) and the key family their saves invalidate.
import {
  adminAlertBarsSchema,
  adminBannersSchema,
  adminCountdownsSchema,
  adminBlogPageSchema,
  adminBlogRowSchema,
  adminFormListSchema,
  adminFormSchema,
  adminInformationListSchema,
} from '@parts/common/content-admin';
import { adminBlogCategoriesSchema, adminMenuSchema } from '@parts/common/content-menu';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export const contentKeys = {
  all: ['admin', 'content'] as const,
  banners: ['admin', 'content', 'banners'] as const,
  blog: (q: { page: number; q?: string }) => ['admin', 'content', 'blog', q] as const,
  post: (id: number) => ['admin', 'content', 'post', id] as const,
  information: ['admin', 'content', 'information'] as const,
  forms: ['admin', 'content', 'forms'] as const,
  alerts: ['admin', 'content', 'alerts'] as const,
  countdowns: ['admin', 'content', 'countdowns'] as const,
  form: (id: number) => ['admin', 'content', 'form', id] as const,
  menu: ['admin', 'content', 'menu'] as const,
  blogCategories: ['admin', 'content', 'blog-categories'] as const,
};

export const bannersQuery = () => apiQuery(contentKeys.banners, '/admin/api/content/banners', adminBannersSchema);
export const blogQuery = (q: { page: number; q?: string }) =>
  apiQuery(contentKeys.blog(q), `/admin/api/content/blog/list${searchOf(q)}`, adminBlogPageSchema);
export const postQuery = (id: number) =>
  apiQuery(contentKeys.post(id), `/admin/api/content/blog/post?post_id=${id}`, adminBlogRowSchema);
export const informationQuery = () =>
  apiQuery(contentKeys.information, '/admin/api/content/information/list', adminInformationListSchema);
export const formsQuery = () => apiQuery(contentKeys.forms, '/admin/api/content/forms', adminFormListSchema);
export const formQuery = (id: number) =>
  apiQuery(contentKeys.form(id), `/admin/api/content/form?form_id=${id}`, adminFormSchema);
export const alertsQuery = () => apiQuery(contentKeys.alerts, '/admin/api/content/alerts', adminAlertBarsSchema);
export const countdownsQuery = () =>
  apiQuery(contentKeys.countdowns, '/admin/api/content/countdowns', adminCountdownsSchema);
export const menuQuery = () => apiQuery(contentKeys.menu, '/admin/api/content/menu', adminMenuSchema);
export const blogCategoriesQuery = () =>
  apiQuery(contentKeys.blogCategories, '/admin/api/content/blog/categories', adminBlogCategoriesSchema);
