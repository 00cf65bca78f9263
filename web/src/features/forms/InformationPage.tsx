import { useSearchParams } from 'react-router';
import { INFORMATION_NOT_FOUND, informationPageSchema } from '@parts/common/custom-form';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { useApi } from '../../ui/useApi';
import { ContentBody } from './ContentBody';
import './custom-form.css';

/** /information/information?information_id=N (or ?slug=): a staff-written page; its custom forms render in place. */
export function InformationPage() {
  const [params] = useSearchParams();
  const id = params.get('information_id');
  const slug = params.get('slug');
  const path = id
    ? `/api/content/information?information_id=${encodeURIComponent(id)}`
    : slug
      ? `/api/content/information?slug=${encodeURIComponent(slug)}`
      : null;
  const { data, error, loading, reload } = useApi(path, informationPageSchema);
  if (!path)
    return <ErrorState title="That page does not exist." message="Check the link, or use the menu to find your way." />;
  if (loading && !data) return <PageLoading label="Loading the page" />;
  if (error || !data) return <ErrorState message={error ?? INFORMATION_NOT_FOUND} onRetry={reload} />;
  return (
    <article className="information-page">
      <PageHeading title={data.title} />
      <ContentBody text={data.body} />
    </article>
  );
}

/** An information page's body shown inside another page (the contact page's "contact" block); nothing when absent. */
export function InformationBlock({ slug }: { slug: string }) {
  const { data, error, loading, reload } = useApi(
    `/api/content/information?slug=${encodeURIComponent(slug)}`,
    informationPageSchema,
  );
  if (loading && !data) return <PageLoading label="Loading" />;
  // A store without this page simply shows none; any other failure says so.
  if (error === INFORMATION_NOT_FOUND) return null;
  if (error || !data) return <ErrorState message={error ?? ''} onRetry={reload} />;
  return (
    <section className="information-block" aria-label={data.title}>
      <h2>{data.title}</h2>
      <ContentBody text={data.body} />
    </section>
  );
}
