import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { INFORMATION_NOT_FOUND } from '@parts/common/custom-form';
import { ErrorState } from '../../ui/ErrorState';
import { PageHeading } from '../../ui/PageHeading';
import { PageLoading } from '../../ui/Spinner';
import { isNotFound, queryErrorMessage } from '../../ui/query/errors';
import { informationQuery } from '../content/content-queries';
import { ContentBody } from './ContentBody';
import './custom-form.css';

/** /information/information?information_id=N (or ?slug=): a staff-written page; its custom forms render in place. */
export function InformationPage() {
  const [params] = useSearchParams();
  const id = params.get('information_id');
  const slug = params.get('slug');
  const page = useQuery({
    ...informationQuery(id ? 'id' : 'slug', id ?? slug ?? ''),
    enabled: Boolean(id ?? slug),
  });
  const { data, error } = page;
  if (!id && !slug)
    return <ErrorState title="That page does not exist." message="Check the link, or use the menu to find your way." />;
  if (page.isPending) return <PageLoading label="Loading the page" />;
  if (error || !data)
    return (
      <ErrorState message={queryErrorMessage(error) ?? INFORMATION_NOT_FOUND} onRetry={() => void page.refetch()} />
    );
  return (
    <article className="information-page">
      <PageHeading title={data.title} />
      <ContentBody text={data.body} />
    </article>
  );
}

/** An information page's body shown inside another page (the contact page's "contact" block); nothing when absent. */
export function InformationBlock({ slug }: { slug: string }) {
  const { data, error, isPending, refetch } = useQuery(informationQuery('slug', slug));
  if (isPending) return <PageLoading label="Loading" />;
  // A store without this page simply shows none; any other failure says so.
  if (isNotFound(error)) return null;
  if (error) return <ErrorState message={queryErrorMessage(error) ?? ''} onRetry={() => void refetch()} />;
  return (
    <section className="information-block" aria-label={data.title}>
      <h2>{data.title}</h2>
      <ContentBody text={data.body} />
    </section>
  );
}
