import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../ui/icons';

/** Spec 000 section 5: search runs on Enter or the search button; the listing lives at /product/search?search=. */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('search') ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = query.trim();
    if (!term) return;
    void navigate(`/product/search?${new URLSearchParams({ search: term }).toString()}`);
  };

  return (
    <form role="search" className={['search-box', className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search parts
      </label>
      <input
        id={id}
        type="search"
        name="search"
        className="search-box__input"
        placeholder="Part number, brand or keyword"
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
