import { useRouteLoaderData } from 'react-router';
import type { User } from '../../common/accounts';
import type { Category } from '../../common/catalog';
import type { ShopDetails } from '../../common/shop-details';
import type { CheckoutRules } from '../../common/checkout-rules';

/**
 * The root loader's data: shop name, categories, the signed-in customer, checkout settings.
 * Declared here and returned by root.tsx's loader, so no component that root renders (the cart
 * modals, the navbar) imports root.tsx, which imports them: no cycle, not even a type-only one.
 */
/** A category as the navbar and the home page's tiles show it (no dates or duplicate id in every page's HTML). */
export type CategoryLink = Pick<Category, '_id' | 'name' | 'image'>;

export interface RootData {
  shopName: string;
  publicUrl: string;
  /** null: the categories failed to load (the navbar shows the spec's text). */
  categories: CategoryLink[] | null;
  user: User | null;
  /** What the form this visitor just posted without JavaScript did (shown once), or null. */
  notice: Notice | null;
  /** The shop's details from its settings (footer, /contact, delivery times); null: they failed to load. */
  shop: ShopDetails | null;
  /** The shop's delivery and cash-on-delivery rules (its settings), and whether payments are simulated. */
  checkout: CheckoutRules & {
    /** A payment simulator is the provider: the checkout says no real money moves. */
    paymentsSimulated: boolean;
  };
}

/** A one-time notice from a form posted without JavaScript (lib/notice.server.ts, docs/decisions/0051). */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** The root loader's data from any component. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
