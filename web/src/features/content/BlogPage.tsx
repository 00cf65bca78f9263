import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogListSchema } from '@parts/common/content';
import { PageHeading } from '../../ui/PageHeading';
import { useApi } from '../../ui/useApi';
import { BlogCards } from './BlogCards';
import { ShowAllList } from './ShowAllList';
import './content.css';

/** /blog: the cards, with a sidebar of recent posts (Show All / Show Less). */
export function BlogPage() {
  const { t } = useTranslation();
  const recent = useApi('/api/content/blog?start=0&limit=12', blogListSchema);
  return (
    <div className="blog-page">
      <title>{t('blog.title')}</title>
      <PageHeading title={t('blog.title')} />
      <div className="blog-page__layout">
        <BlogCards />
        <aside className="blog-page__sidebar" aria-labelledby="blog-recent-title">
          <h2 id="blog-recent-title">{t('blog.recent')}</h2>
          {recent.data && (
            <ShowAllList
              items={recent.data.items}
              label={t('blog.recent')}
              render={(p) => <Link to={`/${p.url}`}>{p.title}</Link>}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
