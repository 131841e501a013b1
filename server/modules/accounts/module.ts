import type { BackgroundTasks } from '../../background';
import type { Db } from '../../db/connect';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ApiModule } from '../../http/api-module';
import type { ShopSettings } from '../../../common/settings';
import type { MailQueue, SendQuota } from '../mail/module';
import { createAccountEditService } from './account-edit-service';
import { createAdminRepo } from './admin-repo';
import { adminRoutes } from './admin-routes';
import { createAdminAuthService, createAdminService } from './admin-service';
import { createCustomerDirectory } from './customer-directory';
import { createCustomerDirectoryRepo } from './customer-directory-repo';
import { createDeviceTokens } from './device-tokens';
import { createEmailChangeRepo } from './email-change-repo';
import { components, operations } from './operations';
import { createPasswordResetRepo } from './password-reset-repo';
import { createPasswordResetService } from './password-reset-service';
import { userRoutes } from './routes';
import { createServerSecretRepo } from './server-secret-repo';
import { createSessionRepo } from './session-repo';
import { createSessionService } from './session-service';
import { createUserRepo } from './user-repo';
import { createUserService, type CartItemCounter } from './user-service';

/**
 * The accounts module's door (docs/decisions/0042): customers and admins, their sessions, the
 * customer's own edits and password resets (mailed through the durable queue, counted by the
 * send quota), and the signed device cookies that tell a known browser from a guesser.
 */
export function createAccountsModule(ports: {
  db: Db;
  transaction: UnitOfWork['transaction'];
  mail: MailQueue;
  sendQuota: SendQuota;
  background: BackgroundTasks;
  shop: { name: string; publicUrl: string };
  settings: () => Promise<ShopSettings>;
  /** The cart module's count of a customer's items (the profile shows it). */
  countCartItems: CartItemCounter;
  clock: () => Date;
}) {
  const { db, transaction, mail, sendQuota, background, shop, settings, countCartItems, clock } = ports;
  const userRepo = createUserRepo(db);
  const resetLinks = createPasswordResetRepo(db);
  const sessions = createSessionService(createSessionRepo(db), clock);
  const adminRepo = createAdminRepo(db);
  const users = createUserService({ repo: userRepo, sessions, countCartItems, clock });
  // The customer's own edits: details, e-mail (confirmed by a link to the new address), password.
  const accountEdits = createAccountEditService({ users: userRepo, profile: users.profile, emailChanges: createEmailChangeRepo(db), resetLinks, sessions, mail, sendQuota, transaction, shop, settings, clock });
  const passwordResets = createPasswordResetService({ users: userRepo, resets: resetLinks, sessions, mail, sendQuota, transaction, background, shop, clock });
  const adminAuth = createAdminAuthService({ repo: adminRepo, sessions, transaction, clock });
  const api = {
    name: 'accounts',
    mount: ({ cookies, limits }) => [
      { path: '/user', routes: userRoutes({ users, accountEdits, passwordResets, sessions, cookies, limits }) },
      { path: '/admin', routes: adminRoutes({ adminAuth, sessions, cookies, limits: limits.adminLogin, changeLimit: (c) => limits.perIp(c, 'change-password') }) },
    ],
    operations,
    components,
    reads: { accounts: { resetLinkUsable: (token: string) => passwordResets.linkUsable(token) } },
  } satisfies ApiModule;
  return {
    users,
    sessions,
    accountEdits,
    passwordResets,
    admins: createAdminService(adminRepo, clock),
    adminAuth,
    // OWASP's device cookies: signed tokens telling a browser that signed in before from a guesser.
    deviceTokens: createDeviceTokens({ secrets: createServerSecretRepo(db), clock }),
    /** Where an order's e-mails go: the account's own address, not the one typed at checkout (docs/decisions/0031). */
    accountEmail: userRepo.emailOf,
    /** A customer's name, for what they sign (a review's author: docs/decisions/0055). */
    customerName: userRepo.nameOf,
    /** The owner's desk's list of customers, searched, and one customer (docs/decisions/0061). */
    customers: createCustomerDirectory(createCustomerDirectoryRepo(db), userRepo),
    api,
  };
}

/**
 * The shop's admins and their sessions alone, for `npm run admin:create`: it sets an admin's
 * password and ends the sessions signed in with the old one, with no server running.
 */
export function createAdminAccounts(db: Db) {
  const admins = createAdminService(createAdminRepo(db));
  const sessions = createSessionService(createSessionRepo(db));
  return {
    upsertAdmin: admins.upsertAdmin,
    async endSessionsOf(email: string) {
      const id = await admins.idOf(email);
      if (id !== undefined) await sessions.revokeAllFor('admin', id);
    },
  };
}

// What the runtime and the HTTP edge use of accounts (their types are in ports.ts).
export { bootstrapAdmin } from './bootstrap';
export type { CustomerDirectory, CustomerEntry } from './customer-directory';
