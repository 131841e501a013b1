import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { normaliseOrderSearch, type AdminOrder } from '../../../../common/admin-orders';
import { adminApi } from '../../../lib/admin-api';
import { ORDER_FOUND, ORDER_NOT_FOUND_TOAST, ORDER_SEARCH_FAILED, ORDER_SEARCH_PLACEHOLDER, ORDER_SEARCHING } from '../../../lib/admin-order-messages';
import { isApiError } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { fieldClass } from '../../form/TextField';
import { Button } from '../../form/Button';

/**
 * The admin's order search (spec §2, §5, §8): the text is trimmed (and upper-cased: ids are
 * ORD- and capitals); an empty or blank box does nothing. Toasts say what happened; a found order
 * goes to `onFound`, and 'Clear' empties the box and calls `onClear` (back to the list).
 */
export function OrderSearch({ onFound, onClear }: { onFound: (order: AdminOrder) => void; onClear: () => void }) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const orderId = normaliseOrderSearch(text);
    if (orderId === null || searching) return;
    setSearching(true);
    const toastId = toast.loading(ORDER_SEARCHING);
    try {
      const order = await adminApi.post<AdminOrder>('/api/orders/search', { orderId });
      toast.success(ORDER_FOUND, { id: toastId });
      onFound(order);
    } catch (error) {
      toast.error(isApiError(error, 404) ? ORDER_NOT_FOUND_TOAST : ORDER_SEARCH_FAILED, { id: toastId });
    } finally {
      setSearching(false);
    }
  }

  function clear() {
    setText('');
    onClear();
  }

  return (
    <form role="search" aria-label="Orders" noValidate onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="order-search" className="sr-only">
        Order ID
      </label>
      <input
        id="order-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={ORDER_SEARCH_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        className={`${fieldClass} rounded-lg font-mono sm:max-w-sm`}
      />
      <Button type="submit" pending={searching} disabled={!hydrated}>
        Search
      </Button>
      <Button type="button" variant="secondary" onClick={clear} disabled={!hydrated}>
        Clear
      </Button>
    </form>
  );
}
