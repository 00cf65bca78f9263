import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BLOG_STEP } from '@parts/common/constants';
import { blogListSchema, type BlogItem } from '@parts/common/content';
import { api, errorMessage, isAbort } from '../../ui/api';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import './blog.css';

/** Blog cards: 9 first, Show More adds 9 while cards remain (spec 000 s2, s9). `max` caps a teaser (no Show More). */
export function BlogCards({ max }: { max?: number }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<BlogItem[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (start: number, signal?: AbortSignal) => {
      setLoading(true);
      setError(null);
      try {
        const page = await api(`/api/content/blog?start=${start}&limit=${max ?? BLOG_STEP}`, {
          schema: blogListSchema,
          signal,
        });
        setItems((prev) => [...prev.slice(0, start), ...page.items]);
        setTotal(page.total);
        setLoading(false);
      } catch (err) {
        if (isAbort(err)) return;
        setError(errorMessage(err));
        setLoading(false);
      }
    },
    [max],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const more = max === undefined && total !== null && items.length < total;
  return (
    <div className="blog-cards">
      <ul className="blog-cards__grid" aria-busy={loading || undefined}>
        {items.map((item) => (
          <li key={item.id}>
            <BlogCard item={item} />
          </li>
        ))}
      </ul>
      {loading && <Spinner label="Loading posts" />}
      {error && <ErrorState message={error} onRetry={() => void load(items.length)} />}
      {more && !loading && !error && (
        <button type="button" className="btn btn--secondary blog-cards__more" onClick={() => void load(items.length)}>
          {t('blog.showMore')}
        </button>
      )}
    </div>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
export const formatPostDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

function BlogCard({ item }: { item: BlogItem }) {
  const { t } = useTranslation();
  return (
    <Link to={`/${item.url}`} className="blog-card" style={{ color: item.text_color }}>
      {item.image ? (
        <img className="blog-card__image" src={item.image} alt="" loading="lazy" width={600} height={400} />
      ) : (
        <span className="blog-card__image blog-card__image--none" role="img" aria-label={t('blog.noPicture')} />
      )}
      <span className="blog-card__category">{item.category}</span>
      <span className="blog-card__title">{item.title}</span>
      <time className="blog-card__date" dateTime={item.date}>
        {formatPostDate(item.date)}
      </time>
    </Link>
  );
}
