import type { ReactNode } from 'react';
import { useFlags } from '../app/flags-context';

/** The page's h1 and the document title (React 19 hoists <title> into <head>). */
export function PageHeading({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const { flags } = useFlags();
  return (
    <header className="page-heading">
      <title>{`${title} | ${flags.store.name}`}</title>
      <h1>{title}</h1>
      {Boolean(description) && <p className="page-heading__description">{description}</p>}
      {children}
    </header>
  );
}
