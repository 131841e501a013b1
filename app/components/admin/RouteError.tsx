import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '../ErrorScreen';

/** A route's error boundary content: the generic error screen (docs/storefront-texts.md#screens) with the status and the loader's message. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : undefined;
  return <ErrorScreen status={status} message={message} />;
}
