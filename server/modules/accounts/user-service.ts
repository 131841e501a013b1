import { randomBytes } from 'node:crypto';
import type { AddressInput, AuthResponse, LoginInput, RegisterInput, User } from '../../../common/accounts';
import { resolveGstState } from '../../../common/gst/states';
import { newId } from '../../db/ids';
import { AppError } from '../../errors';
import { toUser } from './mappers';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionService } from './session-service';
import type { UsersTable } from './tables';
import type { AddressColumns, UserRepo } from './user-repo';

export const EMAIL_TAKEN = 'Email is already registered!';
export const BAD_CREDENTIALS = 'Invalid email or password';

/** How many items the customer's cart holds (the navbar badge). Supplied by the cart module. */
export type CartItemCounter = (userId: string) => number | Promise<number>;

const addressColumns = (address: AddressInput): AddressColumns => ({
  street: address.street,
  city: address.city,
  state: address.state,
  state_code: resolveGstState(address.state)?.code ?? null,
  zip_code: address.zipCode,
  country: address.country,
  // A customer has one address, and it is the default one.
  address_is_default: 1,
});

export function createUserService(deps: { repo: UserRepo; sessions: SessionService; countCartItems: CartItemCounter; clock?: () => Date }) {
  const { repo, sessions, countCartItems } = deps;
  const clock = deps.clock ?? (() => new Date());
  // Verified against when the e-mail is unknown, so "no such user" costs the same argon2 work as
  // "wrong password" and the answer's timing does not reveal which accounts exist.
  const dummyHash = hashPassword(randomBytes(16).toString('base64url'));

  async function present(row: UsersTable): Promise<User> {
    return toUser(row, await countCartItems(row.id), await repo.pendingEmail(row.id, clock().toISOString()));
  }

  async function findProfile(userId: string): Promise<User | null> {
    const row = await repo.findById(userId);
    return row ? present(row) : null;
  }

  async function signIn(row: UsersTable): Promise<AuthResponse> {
    const { token } = await sessions.createSession('customer', row.id);
    return { token, user: await present(row) };
  }

  return {
    async register(input: RegisterInput): Promise<AuthResponse> {
      const email = input.email.toLowerCase();
      if (await repo.findByEmail(email)) throw AppError.conflict(EMAIL_TAKEN);
      const now = clock().toISOString();
      const row = {
        id: newId(),
        name: input.name,
        email,
        phone_number: input.phoneNumber,
        ...addressColumns(input.address),
        password_hash: await hashPassword(input.password),
        created_at: now,
        updated_at: now,
      };
      // Two registrations of one e-mail at once both pass the check above; the UNIQUE index lets one win.
      if ((await repo.insert(row)) === 'duplicate') throw AppError.conflict(EMAIL_TAKEN);
      return signIn(row);
    },

    async login(input: LoginInput): Promise<AuthResponse> {
      const row = await repo.findByEmail(input.email);
      const matches = await verifyPassword(row?.password_hash ?? (await dummyHash), input.password);
      if (!row || !matches) throw AppError.unauthorized(BAD_CREDENTIALS);
      return signIn(row);
    },

    /** The customer's profile, or null when the account no longer exists. */
    findProfile,

    async profile(userId: string): Promise<User> {
      const user = await findProfile(userId);
      if (!user) throw AppError.unauthorized();
      return user;
    },

    async updateAddress(userId: string, address: AddressInput): Promise<User> {
      const row = await repo.updateAddress(userId, addressColumns(address), clock().toISOString());
      if (!row) throw AppError.unauthorized();
      return present(row);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
