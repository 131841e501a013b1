import { Hono } from 'hono';
import { detailsSchema, emailChangeSchema, emailConfirmSchema, passwordChangeSchema } from '../../../common/account-edit';
import { addressSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../../../common/accounts';
import { getSession, requireCustomer, type AuthEnv } from '../../http/auth';
import { CUSTOMER_COOKIE, readCookie, type CookieWriter } from '../../http/cookies';
import type { AuthLimits } from '../../http/auth-limits';
import { parseInput, readJson } from '../../http/validate';
import type { AccountEditService } from './account-edit-service';
import { RESET_DONE, RESET_REQUESTED, type PasswordResetService } from './password-reset-service';
import type { SessionService } from './session-service';
import type { UserService } from './user-service';

/** /api/user: the customer's account (docs/api.md). Input schemas are common/accounts.ts's. */
export function userRoutes(deps: { users: UserService; accountEdits: AccountEditService; passwordResets: PasswordResetService; sessions: SessionService; cookies: CookieWriter; limits: AuthLimits }) {
  const { users, accountEdits, passwordResets, sessions, cookies, limits } = deps;

  return new Hono<AuthEnv>()
    .post('/register', async (c) => {
      await limits.perIp(c, 'register');
      const input = parseInput(registerSchema, await readJson(c.req.raw));
      await limits.perEmail('register', input.email);
      const result = await users.register(input);
      cookies.set(c, CUSTOMER_COOKIE, result.token);
      return c.json(result, 201);
    })

    .post('/login', async (c) => {
      await limits.login.perIp(c);
      const input = parseInput(loginSchema, await readJson(c.req.raw));
      const result = await limits.login.throttle(c, input.email, () => users.login(input));
      cookies.set(c, CUSTOMER_COOKIE, result.token);
      return c.json(result);
    })

    .post('/logout', async (c) => {
      const session = await getSession(c);
      if (session?.role === 'customer') await sessions.revoke(session.token, 'customer');
      // The cookie's session as well, when the call authenticated with another (Bearer) token.
      const cookieToken = readCookie(c.req.raw.headers, CUSTOMER_COOKIE);
      if (cookieToken !== undefined && cookieToken !== session?.token) await sessions.revoke(cookieToken, 'customer');
      cookies.clear(c, CUSTOMER_COOKIE);
      return c.json({ message: 'Logged out' });
    })

    .get('/profile', async (c) => {
      const session = await requireCustomer(c);
      return c.json(await users.profile(session.subjectId));
    })

    .put('/address', async (c) => {
      const session = await requireCustomer(c);
      const address = parseInput(addressSchema, await readJson(c.req.raw));
      return c.json(await users.updateAddress(session.subjectId, address));
    })

    // The customer's own edits (docs/decisions/0027): name and phone; a new e-mail by a link mailed to it; the password.
    .put('/details', async (c) => {
      const session = await requireCustomer(c);
      const details = parseInput(detailsSchema, await readJson(c.req.raw));
      return c.json(await accountEdits.updateDetails(session.subjectId, details));
    })

    .post('/email', async (c) => {
      const session = await requireCustomer(c);
      await limits.perIp(c, 'change-email');
      const { email } = parseInput(emailChangeSchema, await readJson(c.req.raw));
      return c.json(await accountEdits.requestEmailChange(session.subjectId, email));
    })

    // The link's token alone decides (the mail reached that inbox): no session needed.
    .post('/email/confirm', async (c) => {
      await limits.perIp(c, 'confirm-email');
      const { token } = parseInput(emailConfirmSchema, await readJson(c.req.raw));
      return c.json(await accountEdits.confirmEmailChange(token));
    })

    .post('/password', async (c) => {
      const session = await requireCustomer(c);
      await limits.perIp(c, 'change-password');
      const input = parseInput(passwordChangeSchema, await readJson(c.req.raw));
      return c.json(await accountEdits.changePassword(session.subjectId, session.token, input));
    })

    .post('/forgot-password', async (c) => {
      await limits.perIp(c, 'forgot-password');
      const { email } = parseInput(forgotPasswordSchema, await readJson(c.req.raw));
      await limits.perEmail('forgot-password', email);
      await passwordResets.requestReset(email);
      return c.json({ message: RESET_REQUESTED });
    })

    .post('/reset-password/:token', async (c) => {
      await limits.perIp(c, 'reset-password');
      const { newPassword } = parseInput(resetPasswordSchema, await readJson(c.req.raw));
      await passwordResets.resetPassword(c.req.param('token'), newPassword);
      return c.json({ message: RESET_DONE });
    });
}
