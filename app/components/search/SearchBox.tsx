import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatRupees } from '../../../common/money';
import { imageAt } from '../../lib/images';
import { fetchSuggestions, SUGGEST_DELAY_MS, type Suggestion } from '../../lib/search-suggest';
import { SearchIcon } from '../layout/icons';

interface SearchBoxProps {
  /** What the box holds when the page opens (the /search page's own query). */
  initialQuery?: string;
  /** Focus the input when the box appears (the phone's search row, opened by a tap). */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The shop's search box: a form that GETs /search?q=… (so it works before the scripts run) and,
 * once they do, a WAI-ARIA combobox with up to 8 suggestions as the shopper types
 * (docs/decisions/0056): ↓/↑ move through them, Enter opens the one chosen (or searches for the
 * text), Escape closes the list and a second Escape empties the box. The number of suggestions
 * is announced by a polite live region; the list is the input's `aria-controls`.
 */
export function SearchBox({ initialQuery = '', autoFocus = false, className = '' }: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const [answer, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const boxRef = useRef<HTMLDivElement>(null);

  // Suggestions for what was typed, once the shopper pauses; an older answer never replaces a newer one.
  useEffect(() => {
    const text = query.trim();
    // Nothing typed yet, or the query the page already shows: nothing to suggest.
    if (text === '' || text === initialQuery.trim()) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(text, abort.signal).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
        },
        () => undefined, // Aborted or offline: the form still searches on Enter.
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query, initialQuery]);

  // A click outside closes the list, as in any combobox.
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  // The last answer stays while the next is on its way (no flicker between letters); an empty box lists nothing.
  const suggestions = query.trim() === '' || query.trim() === initialQuery.trim() ? [] : answer;
  const shown = open && suggestions.length > 0;
  const choose = (suggestion: Suggestion) => {
    setOpen(false);
    void navigate(`/product/${suggestion._id}`);
  };

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const last = suggestions.length - 1;
      setOpen(true);
      // From the box (-1) ↓ goes to the first, ↑ to the last; past either end back to the box.
      if (event.key === 'ArrowDown') setActive((current) => (!shown ? 0 : current === last ? -1 : current + 1));
      else setActive((current) => (!shown ? last : current === -1 ? last : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== '') {
        event.preventDefault();
        setQuery('');
      }
    }
  }

  const activeId = shown && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label="Products"
      className={className}
      onSubmit={(event) => {
        // With the scripts, the page changes without a reload; without them the browser GETs /search?q=….
        event.preventDefault();
        setOpen(false);
        const text = query.trim();
        if (text !== '') void navigate(`/search?${new URLSearchParams({ q: text })}`);
      }}
    >
      <div ref={boxRef} className="relative">
        <label htmlFor={`${id}-input`} className="sr-only">
          Search products
        </label>
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
          required
          // A tap on the phone's search icon asked for it: the keyboard comes up at once.
          autoFocus={autoFocus}
          placeholder="Search products"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-lg border border-zinc-300 bg-white pl-3 pr-12 text-base text-zinc-900 placeholder:text-zinc-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" aria-label="Search" className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-zinc-700 hover:bg-brand-50 hover:text-brand-800">
          <SearchIcon />
        </button>
        <ul id={listId} role="listbox" aria-label="Suggestions" hidden={!shown} className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-zinc-200 bg-white py-1 shadow-lg">
          {suggestions.map((suggestion, index) => (
            // The input keeps focus (aria-activedescendant) and takes the keys; a pointer picks with a click.
            <li
              key={suggestion._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onClick={() => choose(suggestion)}
              onMouseEnter={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 ${index === active ? 'bg-brand-50 text-brand-900' : 'text-zinc-800'}`}
            >
              <img src={imageAt(suggestion.primaryImage, 96)} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded object-cover" />
              <span className="line-clamp-2 min-w-0 flex-1 leading-snug">{suggestion.name}</span>
              <span className="shrink-0 text-sm font-semibold text-zinc-900">{formatRupees(suggestion.discountPrice)}</span>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {shown ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
        </p>
      </div>
    </form>
  );
}
