import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MSG } from '@parts/common/messages';
import { ErrorState } from '../ui/ErrorState';

/** Last resort for a render error or a page chunk that failed to load (e.g. after a deploy): reload fixes both. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : MSG.somethingWentWrong;
  return (
    <main className="boot-screen">
      <ErrorState title="This page stopped working" message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
