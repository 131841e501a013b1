import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Form, useNavigate } from 'react-router';
import { parseOrderSearch } from '../../../../common/admin-order-filters';
import { adminOrderSchema } from '../../../../common/admin-orders';
import { adminApi } from '../../../lib/admin-api';
import { ORDER_FOUND, ORDER_NOT_FOUND_TOAST, ORDER_SEARCH_FAILED, ORDER_SEARCH_PLACEHOLDER, ORDER_SEARCHING } from '../../../lib/admin-order-messages';
import { isApiError } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { fieldClass } from '../../form/TextField';
import { Button } from '../../form/Button';

interface OrderSearchProps {
  /** The search in the URL now (`?q=`). */
  query: string;
  /** The list's URL for a search text (the other filters kept, back to page 1); '' clears it. */
  hrefFor: (q: string) => string;
}

/**
 * The admin's order search (docs/storefront-texts.md#screens, #validation, #toasts). The text is trimmed; an empty or blank box
 * does nothing. A whole order id (any case) is looked up as the spec says, with its toasts: found,
 * the list shows that order alone; not found, the list stays. Any other text (part of an id, a
 * name, an e-mail, a phone number, a product's name) narrows the list. Either way the search lives in the URL
 * (`?q=`), so it can be shared and survives a reload; without JavaScript the form submits it.
 * 'Clear' empties the box and the search.
 */
export function OrderSearch({ query, hrefFor }: OrderSearchProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const [searching, setSearching] = useState(false);
  // The box follows the URL's search when it changes from elsewhere (back, a link), but not when
  // this box's own navigation lands: by then the admin may already be typing the next search.
  const [shownQuery, setShownQuery] = useState(query);
  const [ownQuery, setOwnQuery] = useState<string | null>(null);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== ownQuery) setText(query);
    setOwnQuery(null);
  }

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = parseOrderSearch(text);
    if (wanted === null || searching) return;
    if (!('orderId' in wanted)) {
      setOwnQuery(text.trim());
      await navigate(hrefFor(text.trim()));
      return;
    }
    setSearching(true);
    const toastId = toast.loading(ORDER_SEARCHING);
    try {
      const order = await adminApi.post(adminOrderSchema, '/api/orders/search', { orderId: wanted.orderId });
      toast.success(ORDER_FOUND, { id: toastId });
      setText(order.customOrderId);
      setOwnQuery(order.customOrderId);
      // The order alone, whatever the filters were.
      await navigate(`/admin/orders?q=${order.customOrderId}`);
    } catch (error) {
      toast.error(isApiError(error, 404) ? ORDER_NOT_FOUND_TOAST : ORDER_SEARCH_FAILED, { id: toastId });
    } finally {
      setSearching(false);
    }
  }

  async function clear() {
    setText('');
    setOwnQuery('');
    if (query !== '') await navigate(hrefFor(''));
  }

  return (
    <Form method="get" role="search" aria-label="Orders" noValidate onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="order-search" className="sr-only">
        Search orders by order ID, customer name, phone, e-mail or product
      </label>
      <input
        id="order-search"
        name="q"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={ORDER_SEARCH_PLACEHOLDER}
        title="Also a part of an order ID, or a customer's name, e-mail or phone number, or a product's name"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className={`${fieldClass} rounded-lg font-mono placeholder:font-sans sm:w-80`}
      />
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <Button type="submit" pending={searching} disabled={!hydrated}>
          Search
        </Button>
        <Button type="button" variant="secondary" onClick={clear} disabled={!hydrated}>
          Clear
        </Button>
      </div>
    </Form>
  );
}
