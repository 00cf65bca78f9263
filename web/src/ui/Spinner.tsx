export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A page-sized wait (lazy chunks, first data) that does not collapse the layout. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-loading">
      <Spinner label={label} size="lg" />
    </div>
  );
}
