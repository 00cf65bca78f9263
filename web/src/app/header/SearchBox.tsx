import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  autocompleteAnswerSchema,
  autocompleteLimits,
  PARTS_SIDE_PANEL_MIN_WIDTH,
  SEARCH_MAX_CHARS,
  searchTooLong,
  type AutocompleteAnswer,
} from '@parts/common/listing';
import { api, isAbort } from '../../ui/api';
import { SearchIcon } from '../../ui/icons';
import { useDebouncedValue } from '../../features/fitment/useDebouncedValue';
import './search-box.css';

interface Option {
  id: string;
  href: string;
  label: string;
  detail?: string;
  image?: string;
}
interface Section {
  key: keyof AutocompleteAnswer;
  title: string;
  options: Option[];
}

/** The viewport width, read again 500 ms after resizing stops (spec 000 section 9's resize debounce). */
function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWidth(window.innerWidth), 500);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}

const DOES_NOT_FIT = 'Does not fit your vehicle';

function sectionsOf(answer: AutocompleteAnswer, base: string): Section[] {
  const sections: Section[] = [
    {
      key: 'brands',
      title: 'Brands',
      options: answer.brands.map((b) => ({ id: `${base}-b${b.manufacturer_id}`, href: b.href, label: b.name })),
    },
    {
      key: 'parts',
      title: 'Parts',
      options: answer.parts.map((p) => ({
        id: `${base}-p${p.product_id}`,
        href: p.href,
        label: p.name,
        // With a vehicle chosen the server lists the parts that fit first and says which do not (decision 0046).
        detail: `${p.aaia} ${p.mpn}${p.fits === false ? ` · ${DOES_NOT_FIT}` : ''}`,
        image: p.image,
      })),
    },
    {
      key: 'categories',
      title: 'Categories',
      options: answer.categories.map((c) => ({
        id: `${base}-c${c.category_id}`,
        href: c.href,
        label: c.name,
        detail: c.group,
      })),
    },
    {
      key: 'series',
      title: 'Series',
      options: answer.series.map((s) => ({
        id: `${base}-s${s.series_id}`,
        href: s.href,
        label: s.name,
        detail: s.manufacturer,
      })),
    },
  ];
  return sections.filter((s) => s.options.length > 0);
}

/**
 * The header search (spec 000 sections 2, 5, 9): autocomplete in four sections (brands, parts, categories, series),
 * sized by the viewport, arrow keys to move, Enter to open the highlighted hit; otherwise Enter or the button runs the
 * full search at /product/search (the index.php?route=product/search page).
 */
export function SearchBox({ className }: { className?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('search') ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<{ term: string; data: AutocompleteAnswer } | null>(null);
  const width = useViewportWidth();
  const limits = autocompleteLimits(width);
  // A paste longer than a search can be (a 5 MB clipboard) is said at once and never sent: its address would be
  // refused before the server could answer (decision 0046).
  const tooLong = query.trim().length > SEARCH_MAX_CHARS;
  const term = useDebouncedValue(tooLong ? '' : query.trim(), 150);

  useEffect(() => {
    if (term.length < 2) return;
    const ctrl = new AbortController();
    const qs = new URLSearchParams({ search: term, limit: String(limits.limit), parts_limit: String(limits.parts) });
    api(`/api/search/autocomplete?${qs.toString()}`, { schema: autocompleteAnswerSchema, signal: ctrl.signal })
      .then((data) => setAnswer({ term, data }))
      .catch((err: unknown) => {
        // Suggestions are a help, not the search: a failure leaves the box working and is only logged.
        if (!isAbort(err)) console.error('autocomplete failed', err);
      });
    return () => ctrl.abort();
  }, [term, limits.limit, limits.parts]);

  const sections = useMemo(
    () => (answer && answer.term === term && term.length >= 2 ? sectionsOf(answer.data, id.replace(/:/g, '')) : []),
    [answer, term, id],
  );
  const options = sections.flatMap((s) => s.options);
  const expanded = open && sections.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const inputRef = useRef<HTMLInputElement>(null);

  // The list scrolls when it is taller than the screen allows: the highlighted hit is scrolled into sight.
  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    void navigate(href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeOption) return go(activeOption.href);
    const text = query.trim();
    if (!text || tooLong) return;
    go(`/product/search?${new URLSearchParams({ search: text, search_in_brand_or_category: 'true' }).toString()}`);
  };

  /** Arrow keys and Escape in the text box, and in the list when it has the focus (Tab reaches it to scroll it). */
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: moving past the last hit comes back to it, and up from it goes to the last hit.
      setActive((i) => {
        const next = i + step;
        return next >= options.length ? -1 : next < -1 ? options.length - 1 : next;
      });
    } else if (e.key === 'Escape' && expanded) {
      // Close the list first; a second Escape clears the box as the browser does.
      e.preventDefault();
      setOpen(false);
      setActive(-1);
      inputRef.current?.focus();
    } else if (e.key === 'Enter' && e.target !== inputRef.current && activeOption) {
      // In the text box Enter submits the form, which opens the highlighted hit too.
      e.preventDefault();
      go(activeOption.href);
    }
  };

  return (
    <form
      role="search"
      className={['search-box', className].filter(Boolean).join(' ')}
      onSubmit={submit}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
    >
      <label htmlFor={id} className="visually-hidden">
        Search parts
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="search"
        className="search-box__input"
        placeholder="Part number, brand or keyword"
        autoComplete="off"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="search-box__button" aria-label="Search">
        <SearchIcon />
      </button>
      {tooLong && (
        <p id={`${id}-error`} role="alert" className="search-box__error">
          {searchTooLong}
        </p>
      )}
      {/* A tab stop of its own: the list can be taller than the screen and scrolls, and a keyboard must reach that
          scroll (axe scrollable-region-focusable); inside it the same arrow keys move the highlight. */}
      <div
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={`autocomplete${width >= PARTS_SIDE_PANEL_MIN_WIDTH ? ' autocomplete--wide' : ''}`}
        hidden={!expanded}
        tabIndex={0}
        aria-activedescendant={activeOption?.id}
        onKeyDown={onKeyDown}
      >
        {sections.map((s) => (
          <div
            key={s.key}
            role="group"
            aria-labelledby={`${listId}-${s.key}`}
            className={`autocomplete__section autocomplete__section--${s.key}`}
          >
            <p id={`${listId}-${s.key}`} className="autocomplete__title" role="presentation">
              {s.title}
            </p>
            {s.options.map((o) => (
              <div
                key={o.id}
                id={o.id}
                role="option"
                aria-selected={o === activeOption}
                className="autocomplete__option"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(o.href)}
              >
                {o.image && <img src={o.image} alt="" width={32} height={32} loading="lazy" />}
                <span className="autocomplete__label">{o.label}</span>
                {o.detail && <span className="autocomplete__detail">{o.detail}</span>}
              </div>
            ))}
          </div>
        ))}
      </div>
    </form>
  );
}
