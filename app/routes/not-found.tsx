import { data } from 'react-router';

// Any path no other route claims: a real 404 status, rendered by the root error boundary.
export function loader() {
  throw data('Page not found.', { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
