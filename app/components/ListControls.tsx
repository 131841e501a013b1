import { Form, useNavigate } from 'react-router';
import { formParams } from '../lib/list-params';
import { LIST_SORTS, listHref, listStateFrom, type ListState } from '../lib/list-url';
import { SORT_LABELS } from '../lib/search-url';
import { SELECT_CLASS } from './form/select-class';

/**
 * A product list's sort and 'In stock only' as one GET form to the list's own address
 * (docs/decisions/0057): without the scripts the shopper presses Apply; once they run, each change
 * applies at once, back on page 1.
 */
export function ListControls({ path, state }: { path: string; state: ListState }) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) => void navigate(listHref(path, { ...listStateFrom(formParams(form)), page: 1 }), { preventScrollReset: true });
  return (
    <Form
      method="get"
      action={path}
      aria-label="Sort and filter"
      className="flex flex-wrap items-center gap-x-5 gap-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      onChange={(event) => apply(event.currentTarget)}
    >
      <label className="flex min-h-11 cursor-pointer items-center gap-2 font-medium">
        <input type="checkbox" name="inStock" value="true" defaultChecked={state.inStock} className="size-5 accent-brand-700" />
        In stock only
      </label>
      <span className="flex items-center gap-2">
        <label htmlFor="list-sort" className="font-medium">
          Sort by
        </label>
        <select id="list-sort" name="sort" defaultValue={state.sort ?? 'newest'} className={SELECT_CLASS}>
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </span>
      <noscript>
        <button type="submit" className="min-h-11 rounded-lg border border-zinc-300 px-4 font-medium">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
