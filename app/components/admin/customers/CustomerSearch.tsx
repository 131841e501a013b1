import { Form, Link } from 'react-router';
import { MAX_CUSTOMER_SEARCH } from '../../../../common/admin-customers';
import { CUSTOMER_SEARCH_LABEL, CUSTOMER_SEARCH_PLACEHOLDER, CUSTOMERS_PATH } from '../../../lib/admin-customer-messages';
import { Button, buttonClass } from '../../form/Button';
import { fieldClass } from '../../form/TextField';

/**
 * The customers' search (docs/decisions/0063): a GET form to /admin/customers, so the search lives
 * in the URL (`?q=`) and works before the page's script has loaded; a new search starts at page 1.
 * The box is keyed by the URL's search, so back and forward show the search of the list shown.
 */
export function CustomerSearch({ query }: { query: string }) {
  return (
    <Form method="get" action={CUSTOMERS_PATH} role="search" aria-label="Customers" className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="customer-search" className="sr-only">
        {CUSTOMER_SEARCH_LABEL}
      </label>
      <input
        key={query}
        id="customer-search"
        name="q"
        type="search"
        defaultValue={query}
        placeholder={CUSTOMER_SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_CUSTOMER_SEARCH}
        className={`${fieldClass} rounded-lg sm:w-80`}
      />
      <div className={query === '' ? 'flex' : 'grid grid-cols-2 gap-2 sm:flex'}>
        <Button type="submit">Search</Button>
        {query !== '' && (
          <Link to={CUSTOMERS_PATH} className={buttonClass('secondary')}>
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}
