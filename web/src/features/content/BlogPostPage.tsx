import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { blogPostSchema } from '@parts/common/content';
import { ErrorState } from '../../ui/ErrorState';
import { PageLoading } from '../../ui/Spinner';
import { useApi } from '../../ui/useApi';
import { ContentBody } from '../forms/ContentBody';
import { formatPostDate } from './BlogCards';
import './blog.css';

/** /blog/{slug}: one post, the page a blog card opens. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, error, loading, reload } = useApi(
    `/api/content/post?url=${encodeURIComponent(`blog/${slug}`)}`,
    blogPostSchema,
  );
  if (loading && !data) return <PageLoading label="Loading the post" />;
  if (error || !data) {
    return (
      <div className="blog-post">
        <ErrorState
          title={t('blog.notFound')}
          message={error ?? t('blog.notFound')}
          onRetry={error && !(error === t('blog.notFound')) ? reload : undefined}
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
