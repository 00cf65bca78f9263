import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoading } from '../../ui/Spinner';
import { isNotFound, queryErrorMessage } from '../../ui/query/errors';
import { ContentBody } from '../forms/ContentBody';
import { formatPostDate } from './BlogCards';
import { postQuery } from './content-queries';
import './blog.css';

/** /blog/{slug}: one post, the page a blog card opens. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, error, isPending, refetch } = useQuery(postQuery(slug));
  if (isPending) return <PageLoading label="Loading the post" />;
  if (error) {
    return (
      <div className="blog-post">
        <ErrorState
          title={t('blog.notFound')}
          message={queryErrorMessage(error) ?? t('blog.notFound')}
          onRetry={!isNotFound(error) ? () => void refetch() : undefined}
        />
        <Link to="/blog">{t('blog.back')}</Link>
      </div>
    );
  }
  return (
    <article className="blog-post">
      <title>{data.title}</title>
      <p className="blog-post__back">
        <Link to="/blog">{t('blog.back')}</Link>
      </p>
      <h1 className="blog-post__title">{data.title}</h1>
      <p className="blog-post__meta">
        {t('blog.postedIn', { category: data.category, date: formatPostDate(data.date) })}
      </p>
      {data.image && <img className="blog-post__image" src={data.image} alt="" width={600} height={400} />}
      <ContentBody text={data.body} />
    </article>
  );
}
