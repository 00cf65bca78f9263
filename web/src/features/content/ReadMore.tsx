import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Read More / Read Less: long text clipped to a few lines until asked for (spec 000 s2). */
export function ReadMore({ text, lines = 3 }: { text: string; lines?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="read-more">
      <p
        id={id}
        className={open ? 'read-more__text' : 'read-more__text read-more__text--clipped'}
        style={{ '--lines': lines } as React.CSSProperties}
      >
        {text}
      </p>
      <button
        type="button"
        className="btn btn--link read-more__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('content.readLess') : t('content.readMore')}
      </button>
    </div>
  );
}
