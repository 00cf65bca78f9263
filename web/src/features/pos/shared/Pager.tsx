/** Page buttons: up to `buttons` numbers around the current page, with Previous and Next. */
export function Pager({
  page,
  totalPages,
  buttons = 10,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  buttons?: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  const count = Math.min(buttons, totalPages);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  const numbers = Array.from({ length: count }, (_, i) => first + i);
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className="pager__btn"
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="pager__btn" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
