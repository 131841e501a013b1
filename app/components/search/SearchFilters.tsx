import { Form, Link, useNavigate } from 'react-router';
import { formatRupees } from '../../../common/money';
import type { SearchAnswer } from '../../../common/search';
import { formParams } from '../../lib/list-params';
import { hasFilters, searchHref, searchStateFrom, withoutFilters, type SearchState } from '../../lib/search-url';
import { useHydrated } from '../../lib/use-hydrated';

type SearchFacets = SearchAnswer['facets'];
type FacetCount = SearchFacets['colors'][number];

interface SearchFiltersProps {
  state: SearchState;
  facets: SearchFacets;
}

const legendClass = 'text-sm font-semibold uppercase tracking-wide text-zinc-700';
const optionClass = 'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 text-zinc-800 hover:bg-brand-50';

/** One facet as radio buttons: 'Any' first, then each value with how many results it has. */
function FacetChoice({ legend, name, anyLabel, values, chosen }: { legend: string; name: string; anyLabel: string; values: FacetCount[]; chosen: string | null }) {
  if (values.length === 0 && chosen === null) return null;
  // A chosen value the results no longer count (a hand-edited URL) stays listed, so it can be unchosen.
  const listed = chosen !== null && !values.some((value) => value.name === chosen) ? [...values, { name: chosen, count: 0 }] : values;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={`${legendClass} mb-1`}>{legend}</legend>
      <label className={optionClass}>
        <input type="radio" name={name} value="" defaultChecked={chosen === null} className="size-5 accent-brand-700" />
        {anyLabel}
      </label>
      {listed.map((value) => (
        <label key={value.name} className={optionClass}>
          <input type="radio" name={name} value={value.name} defaultChecked={value.name === chosen} className="size-5 accent-brand-700" />
          <span className="min-w-0 flex-1 break-words">{value.name}</span>
          <span className="text-sm text-zinc-600">({value.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The search's filters as one GET form (docs/decisions/0056): without the scripts the shopper
 * presses Apply; once they run, each change applies at once. The query and the sort ride along
 * as hidden fields, and the page goes back to 1.
 */
export function SearchFilters({ state, facets }: SearchFiltersProps) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // With the scripts, the address is written clean (no empty fields), as every other link of the page.
  const apply = (form: HTMLFormElement) => void navigate(searchHref({ ...searchStateFrom(formParams(form)), page: 1 }), { preventScrollReset: true });
  return (
    <Form
      method="get"
      action="/search"
      aria-label="Filters"
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => {
        // Prices apply on Apply (or Enter): a half-typed number is not a filter yet.
        if (event.target instanceof HTMLInputElement && event.target.type === 'number') return;
        apply(event.currentTarget);
      }}
    >
      {state.q !== '' && <input type="hidden" name="q" value={state.q} />}
      {state.sort !== null && <input type="hidden" name="sort" value={state.sort} />}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 font-medium text-zinc-800 hover:bg-brand-50">
        <input type="checkbox" name="inStock" value="true" defaultChecked={state.inStock} className="size-5 accent-brand-700" />
        In stock only
      </label>
      <FacetChoice legend="Category" name="category" anyLabel="All categories" values={facets.categories} chosen={state.category} />
      <FacetChoice legend="Colour" name="color" anyLabel="Any colour" values={facets.colors} chosen={state.color} />
      <FacetChoice legend="Size" name="size" anyLabel="Any size" values={facets.sizes} chosen={state.size} />
      <fieldset className="flex flex-col gap-2">
        <legend className={`${legendClass} mb-1`}>Price (₹)</legend>
        {facets.price.min !== null && facets.price.max !== null && (
          <p className="text-sm text-zinc-600">
            From {formatRupees(facets.price.min)} to {formatRupees(facets.price.max)}
          </p>
        )}
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-zinc-800" htmlFor="filter-min-price">
            Min
            <input id="filter-min-price" type="number" name="minPrice" min={0} step={1} inputMode="numeric" defaultValue={state.minPrice ?? ''} className="min-h-11 w-full rounded-lg border border-zinc-300 px-3 text-base" />
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-zinc-800" htmlFor="filter-max-price">
            Max
            <input id="filter-max-price" type="number" name="maxPrice" min={0} step={1} inputMode="numeric" defaultValue={state.maxPrice ?? ''} className="min-h-11 w-full rounded-lg border border-zinc-300 px-3 text-base" />
          </label>
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {hydrated ? 'Apply price' : 'Apply'}
        </button>
        {hasFilters(state) && (
          <Link to={searchHref(withoutFilters(state))} preventScrollReset className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
            Clear filters
          </Link>
        )}
      </div>
    </Form>
  );
}
