import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionRole } from './tables';
import type { ServerSecretRepo } from './server-secret-repo';

/** What the device tokens are signed with: 32 random bytes, kept in the database (server_secrets). */
const SECRET_NAME = 'device-token-hmac';

/** `{device id}.{signature}`: 16 random bytes and an HMAC-SHA256, both base64url. */
const DEVICE_TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies";
 * docs/decisions/0031): a browser that signed in to an account keeps a token naming that account,
 * signed with a server secret, so its next sign-in can be told from a stranger's guess. The token
 * is bound to the role and the account's e-mail (the login's name, as OWASP binds it to the
 * login), and carries a random device id, which the rate limiter counts failures under. It holds
 * no session and grants nothing but an exemption from the account's slowdown; nothing of it is
 * stored, so it cannot be revoked one by one (rotating the secret would end them all).
 */
export function createDeviceTokens(deps: { secrets: ServerSecretRepo; clock: () => Date }) {
  let secret: Promise<Buffer> | undefined;
  const key = () => {
    secret ??= deps.secrets
      .getOrCreate(SECRET_NAME, randomBytes(32).toString('base64url'), deps.clock().toISOString())
      .then((value) => Buffer.from(value, 'base64url'))
      .catch((error: unknown) => {
        secret = undefined;
        throw error;
      });
    return secret;
  };
  const sign = async (role: SessionRole, email: string, deviceId: string) =>
    createHmac('sha256', await key()).update(`${role}\n${email.trim().toLowerCase()}\n${deviceId}`).digest();

  return {
    /** A new token for this browser and account. */
    async issue(role: SessionRole, email: string): Promise<string> {
      const deviceId = randomBytes(16).toString('base64url');
      return `${deviceId}.${(await sign(role, email, deviceId)).toString('base64url')}`;
    },

    /** The token's device id when it was issued by us for this role and account; else null. */
    async verify(token: string | undefined, role: SessionRole, email: string): Promise<string | null> {
      const parts = token === undefined ? null : DEVICE_TOKEN.exec(token);
      if (!parts) return null;
      const [, deviceId, signature] = parts as unknown as [string, string, string];
      const expected = await sign(role, email, deviceId);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
