import { Link } from 'react-router';

interface ErrorScreenProps {
  /** HTTP-like status shown in the heading; 500 when unknown. */
  status?: number;
  message?: string;
}

/** The spec's generic error screen: 'Error {status}', a message, 'Go to Home' and 'Go Back'. */
export function ErrorScreen({ status = 500, message = 'Something went wrong!' }: ErrorScreenProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-800">Error {status}</h1>
      <p className="text-lg text-gray-700">{message}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link
          to="/"
          className="flex h-11 items-center justify-center rounded-md bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Go to Home
        </Link>
        <button
          type="button"
          // The spec's "one page back in history", wherever that page was.
          onClick={() => window.history.back()}
          className="flex h-11 items-center justify-center rounded-md border border-gray-300 bg-white px-6 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Go Back
        </button>
      </div>
    </section>
  );
}
