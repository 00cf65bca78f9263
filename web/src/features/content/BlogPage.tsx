import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../ui/PageHeading';
import { BlogCards } from './BlogCards';
import { recentPostsQuery } from './content-queries';
import { ShowAllList } from './ShowAllList';
import './content.css';

/** /blog: the cards, with a sidebar of recent posts (Show All / Show Less). */
export function BlogPage() {
  const { t } = useTranslation();
  const recent = useQuery(recentPostsQuery());
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
