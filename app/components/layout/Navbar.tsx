import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import type { User } from '../../../common/accounts';
import type { CategoryLink } from '../../lib/root-data';
import { useLogout } from '../../lib/use-logout';
import { SearchBox } from '../search/SearchBox';
import { CartIcon, ChevronDownIcon, CloseIcon, MenuIcon, SearchIcon, UserIcon } from './icons';

const CATEGORIES_FAILED = 'Failed to load categories. Please try again later.';

interface NavbarProps {
  shopName: string;
  /** null when the categories could not be loaded. */
  categories: CategoryLink[] | null;
  /** The signed-in customer (from the root loader, so the first paint is already right), or null. */
  user: Pick<User, 'name' | 'totalCartItems'> | null;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-800' : 'text-zinc-700'}`;

/**
 * A <details> menu's behaviour once the scripts run: a navigation, a click outside and Escape
 * close it. It opens and closes without JavaScript (docs/decisions/0072).
 */
function useDetailsMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A navigation closes the menu. The first run is the page's hydration, not a navigation: a menu
  // the shopper opened before the scripts ran stays open.
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    ref.current?.removeAttribute('open');
  }, [location]);
  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.removeAttribute('open');
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  // Escape closes an open menu and puts focus back on its button, as in any menu.
  function onKeyDown(event: React.KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    ref.current.removeAttribute('open');
    ref.current.querySelector('summary')?.focus();
  }
  return { ref, onKeyDown };
}

/** A dropdown menu of the desktop navbar (and the account menu). */
function Dropdown({ label, children, align = 'left' }: { label: React.ReactNode; children: React.ReactNode; align?: 'left' | 'right' }) {
  const menu = useDetailsMenu();
  return (
    <details {...menu} className="group relative">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-medium text-zinc-700 hover:bg-brand-50 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
        {label}
      </summary>
      <div className={`absolute z-40 mt-1 w-64 rounded-lg border border-zinc-200 bg-white py-2 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}>{children}</div>
    </details>
  );
}

function CategoryLinks({ categories }: { categories: CategoryLink[] | null }) {
  if (categories === null) return <p className="px-4 py-2 text-sm text-red-700">{CATEGORIES_FAILED}</p>;
  return (
    <ul>
      {categories.map((category) => (
        <li key={category._id}>
          <Link to={`/products/${encodeURIComponent(category.name)}`} className="flex min-h-11 items-center px-4 text-zinc-700 hover:bg-brand-50 hover:text-brand-800">
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const menuItemClass = 'flex min-h-11 w-full items-center px-4 text-left text-zinc-800 hover:bg-brand-50 hover:text-brand-800 disabled:opacity-60';

function UserMenu({ name }: { name: string }) {
  const { logout, pending } = useLogout();
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  return (
    <Dropdown
      align="right"
      label={
        <>
          <UserIcon />
          <span className="hidden max-w-32 truncate md:inline">{firstName}</span>
          <span className="sr-only">Account menu</span>
          <ChevronDownIcon />
        </>
      }
    >
      <p className="truncate px-4 pb-2 text-sm text-zinc-600">
        Signed in as <span className="font-semibold text-zinc-900">{name}</span>
      </p>
      <Link to="/orders" className={menuItemClass}>
        Your Orders
      </Link>
      <Link to="/account" className={menuItemClass}>
        Your Account
      </Link>
      <button type="button" className={menuItemClass} onClick={() => void logout()} disabled={pending}>
        Logout
      </button>
    </Dropdown>
  );
}

/** The navbar's square icon buttons and links (menu, search, cart): 44 px, a thumb's size. */
const ICON_BUTTON = 'inline-flex size-11 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100';

/**
 * The phone's menu: a <details> like the desktop's dropdowns, so its button works before the
 * scripts run (docs/decisions/0072). Its panel spans the header's width below the bar (the header
 * is its containing block). Open, the button shows a cross and says 'Close menu'.
 */
function PhoneMenu({ categories }: { categories: CategoryLink[] | null }) {
  const menu = useDetailsMenu();
  return (
    <details {...menu} id="phone-menu" className="group md:hidden">
      <summary className={`${ICON_BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`} aria-controls="mobile-menu">
        <span className="group-open:hidden">
          <MenuIcon />
        </span>
        <span className="hidden group-open:inline">
          <CloseIcon />
        </span>
        {/* The name screen readers hear: hidden text is left out of it. */}
        <span className="sr-only group-open:hidden">Menu</span>
        <span className="sr-only hidden group-open:inline">Close menu</span>
      </summary>
      <div id="mobile-menu" className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-zinc-200 bg-white px-4 pb-4 shadow-lg">
        <NavLink to="/" end className={linkClass}>
          Home
        </NavLink>
        <p className="px-3 pt-3 text-sm font-semibold uppercase tracking-wide text-zinc-600">Categories</p>
        <CategoryLinks categories={categories} />
        <NavLink to="/about" className={linkClass}>
          About
        </NavLink>
      </div>
    </details>
  );
}

/** A panel that belongs to the page it was opened on (the phone's search row): any navigation closes it. */
function usePagePanel(): [open: boolean, toggle: () => void] {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  return [open, () => setOpenOn(open ? null : key)];
}

export function Navbar({ shopName, categories, user }: NavbarProps) {
  const cartCount = user?.totalCartItems ?? 0;
  const location = useLocation();
  // The phone's search row, opened by the search icon.
  const [searchOpen, toggleSearch] = usePagePanel();
  // On /search the box holds the query the page shows.
  const [params] = useSearchParams();
  const shownQuery = location.pathname === '/search' ? (params.get('q') ?? '') : '';

  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <PhoneMenu categories={categories} />
        <Link to="/" className="mr-4 inline-flex min-h-11 items-center rounded-md text-2xl font-bold tracking-tight text-brand-800">
          {shopName}
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
          <Dropdown label={<>Categories <ChevronDownIcon /></>}>
            <CategoryLinks categories={categories} />
          </Dropdown>
          <NavLink to="/about" className={linkClass}>
            About
          </NavLink>
        </div>
        <SearchBox key={`desktop-${shownQuery}`} initialQuery={shownQuery} className="mx-4 hidden max-w-md flex-1 md:block" />
        <div className="ml-auto flex items-center gap-1">
          {/* Before the scripts run the icon opens /search, which has its own box. */}
          <Link
            to="/search"
            className={`${ICON_BUTTON} md:hidden`}
            aria-label={searchOpen ? 'Close search' : 'Search'}
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            onClick={(event) => {
              event.preventDefault();
              toggleSearch();
            }}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </Link>
          <Link to="/cart" className={`relative ${ICON_BUTTON}`} aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
            <CartIcon />
            {cartCount > 0 && (
              <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs font-bold leading-5 text-zinc-900">
                {cartCount > 99 ? '99+' : cartCount}
              </span>
            )}
          </Link>
          {user ? (
            <UserMenu name={user.name} />
          ) : (
            <Link to="/login" className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-zinc-700 hover:bg-brand-50 hover:text-brand-800">
              <UserIcon />
              Login
            </Link>
          )}
        </div>
      </nav>
      {searchOpen && (
        <div id="mobile-search" className="border-t border-zinc-200 bg-white px-4 py-3 md:hidden">
          <SearchBox key={`phone-${shownQuery}`} initialQuery={shownQuery} autoFocus />
        </div>
      )}
    </header>
  );
}
