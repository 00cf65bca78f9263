// The content screens' server state (decision 0045): their query keys and the GETs behind them.
import { blogListSchema, blogPostSchema, homeContentSchema, menuSchema } from '@parts/common/content';
import { informationPageSchema } from '@parts/common/custom-form';
import { apiQuery } from '../../ui/query/api-query';

export const contentKeys = {
  all: ['content'] as const,
  menu: () => [...contentKeys.all, 'menu'] as const,
  home: () => [...contentKeys.all, 'home'] as const,
  recentPosts: () => [...contentKeys.all, 'blog', 'recent'] as const,
  post: (slug: string) => [...contentKeys.all, 'blog', 'post', slug] as const,
  information: (by: 'id' | 'slug', value: string) => [...contentKeys.all, 'information', by, value] as const,
};

export const menuQuery = () => apiQuery(contentKeys.menu(), '/api/content/menu', menuSchema);
export const homeContentQuery = () => apiQuery(contentKeys.home(), '/api/content/home', homeContentSchema);
export const recentPostsQuery = () =>
  apiQuery(contentKeys.recentPosts(), '/api/content/blog?start=0&limit=12', blogListSchema);
export const postQuery = (slug: string) =>
  apiQuery(contentKeys.post(slug), `/api/content/post?url=${encodeURIComponent(`blog/${slug}`)}`, blogPostSchema);
export const informationQuery = (by: 'id' | 'slug', value: string) =>
  apiQuery(
    contentKeys.information(by, value),
    `/api/content/information?${by === 'id' ? 'information_id' : 'slug'}=${encodeURIComponent(value)}`,
    informationPageSchema,
  );
