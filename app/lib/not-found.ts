import { data } from 'react-router';
import { isNotFoundError } from '../../common/app-error';

/**
 * A loader's read of the record its URL names. When there is no such record the route answers 404
 * with `message` (its boundary shows the not-found screen), not the error screen of a failed load;
 * any other failure is thrown on.
 */
export async function readOrNotFound<T>(read: () => Promise<T>, message = 'Page not found.'): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isNotFoundError(error)) throw data(message, { status: 404 });
    throw error;
  }
}
