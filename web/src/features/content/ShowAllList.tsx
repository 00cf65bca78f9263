import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A sidebar list that shows the first few entries, with Show All / Show Less for the rest (spec 000 s2). */
export function ShowAllList<T>({
  items,
  first = 5,
  render,
  label,
}: {
  items: T[];
  first?: number;
  render: (item: T) => ReactNode;
  label: string;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const id = useId();
  const shown = all ? items : items.slice(0, first);
  return (
    <>
      <ul id={id} className="show-all-list" aria-label={label}>
        {shown.map((item, i) => (
          <li key={i}>{render(item)}</li>
        ))}
      </ul>
      {items.length > first && (
        <button
          type="button"
          className="btn btn--link show-all-list__toggle"
          aria-expanded={all}
          aria-controls={id}
          onClick={() => setAll((a) => !a)}
        >
          {all ? t('content.showLess') : t('content.showAll')}
        </button>
      )}
    </>
  );
}
