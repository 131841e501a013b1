import { useEffect } from 'react';
import { toast } from '../../lib/toast';
import type { Notice } from '../../lib/root-data';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * What a form posted without JavaScript did ('Added to cart!', 'You are not logged in!'), once
 * (docs/decisions/0051): in the server's HTML a status line at the top of the page, which a page
 * without scripts keeps; once the scripts run, the same text as the usual toast instead, never both.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (notice === null) return;
    if (notice.kind === 'success') toast.success(notice.text);
    else toast.error(notice.text);
  }, [notice]);
  if (notice === null || hydrated) return null;
  const look = notice.kind === 'success' ? 'border-success-100 bg-success-50 text-success-800' : 'border-danger-100 bg-danger-50 text-danger-800';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <p role={notice.kind === 'success' ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 font-semibold ${look}`}>
        {notice.text}
      </p>
    </div>
  );
}
