import { data } from 'react-router';

// Any /admin path no admin route claims: a 404 inside the admin shell, after its login guard.
export function loader() {
  throw data('Page not found.', { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
