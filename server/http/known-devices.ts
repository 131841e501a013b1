import type { Context } from 'hono';
import type { DeviceTokens } from '../modules/accounts/ports';
import type { KnownDevices } from './auth-limits';
import type { DeviceCookieRole, DeviceCookieWriter } from './cookies';

/** One login endpoint's known devices: its device cookie, read and written, checked by the accounts module's tokens. */
export function createKnownDevices(tokens: DeviceTokens, cookies: DeviceCookieWriter, role: DeviceCookieRole): KnownDevices {
  return {
    recognise: (c: Context, email: string) => tokens.verify(cookies.read(c, role), role, email),
    async remember(c: Context, email: string) {
      cookies.set(c, role, await tokens.issue(role, email));
    },
  };
}
