import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">Page not found.</h1>
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800">
        Go to Home
      </Link>
    </section>
  );
}
