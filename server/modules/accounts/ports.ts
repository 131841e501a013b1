/**
 * The accounts' types the HTTP edge resolves sessions with (server/http/auth.ts, cookies.ts,
 * known-devices.ts), and the session policy its cookies follow. A file of its own, not module.ts,
 * because the routes the module mounts import the edge's auth: the edge reads these without
 * importing the module back (docs/decisions/0041, 0042).
 */
export type { AdminAuthService } from './admin-service';
export type { DeviceTokens } from './device-tokens';
export { SESSION_POLICY, type Session, type SessionService } from './session-service';
export type { UserService } from './user-service';
