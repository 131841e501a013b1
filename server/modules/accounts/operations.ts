import { detailsSchema, emailChangeSchema, emailConfirmAnswerSchema, emailConfirmSchema, passwordChangeSchema } from '../../../common/account-edit';
import { addressSchema, authResponseSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema, userSchema } from '../../../common/accounts';
import { adminLoginResponseSchema, adminProfileSchema } from '../../../common/admin';
import { type Operation } from '../../http/openapi-operation';

/** The accounts' operations: the customer's sign-up, sign-in, details, e-mail and password; the admin's sign-in. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'post', path: '/api/user/register', summary: 'Create an account and sign in', tag: 'accounts', access: 'public', body: { json: registerSchema }, ok: [201, 'Auth'], errors: [409, 429] },
  { method: 'post', path: '/api/user/login', summary: 'Sign in', tag: 'accounts', access: 'public', body: { json: loginSchema }, ok: [200, 'Auth'], errors: [401, 429] },
  { method: 'post', path: '/api/user/logout', summary: 'End this session', tag: 'accounts', access: 'public', ok: [200, 'Message'] },
  { method: 'get', path: '/api/user/profile', summary: 'The signed-in customer', tag: 'accounts', access: 'customer', ok: [200, 'User'], errors: [401, 403] },
  { method: 'put', path: '/api/user/address', summary: 'Change the delivery address', tag: 'accounts', access: 'customer', body: { json: addressSchema }, ok: [200, 'User'], errors: [401, 403] },
  { method: 'put', path: '/api/user/details', summary: 'Change the name and phone number', tag: 'accounts', access: 'customer', body: { json: detailsSchema }, ok: [200, 'User'], errors: [401, 403] },
  { method: 'post', path: '/api/user/email', summary: 'Mail a link confirming a new e-mail to that address (the e-mail changes when it is opened)', tag: 'accounts', access: 'customer', body: { json: emailChangeSchema }, ok: [200, 'Message'], errors: [401, 403, 409, 429] },
  { method: 'post', path: '/api/user/email/confirm', summary: 'Use a mailed link: the account takes its new e-mail (once)', tag: 'accounts', access: 'public', body: { json: emailConfirmSchema }, ok: [200, emailConfirmAnswerSchema], errors: [409, 429] },
  { method: 'post', path: '/api/user/password', summary: 'Change the password with the current one (ends every other session)', tag: 'accounts', access: 'customer', body: { json: passwordChangeSchema }, ok: [200, 'Message'], errors: [401, 403, 429] },
  { method: 'post', path: '/api/user/forgot-password', summary: 'Mail a reset link (200 whether or not the e-mail exists)', tag: 'accounts', access: 'public', body: { json: forgotPasswordSchema }, ok: [200, 'Message'], errors: [429] },
  { method: 'post', path: '/api/user/reset-password/:token', summary: 'Set a new password with a single-use link (ends every session)', tag: 'accounts', access: 'public', body: { json: resetPasswordSchema }, ok: [200, 'Message'], errors: [429] },
  { method: 'post', path: '/api/admin/login', summary: 'Admin sign-in', tag: 'admin', access: 'public', body: { json: loginSchema }, ok: [200, 'AdminAuth'], errors: [401, 429] },
  { method: 'get', path: '/api/admin/profile', summary: 'The signed-in admin', tag: 'admin', access: 'admin', ok: [200, 'AdminProfile'], errors: [401, 403] },
  { method: 'put', path: '/api/admin/password', summary: 'The signed-in admin changes their password with the current one (ends their other sessions)', tag: 'admin', access: 'admin', body: { json: passwordChangeSchema }, ok: [200, 'Message'], errors: [401, 403, 429] },
  { method: 'post', path: '/api/admin/logout', summary: 'End the admin session', tag: 'admin', access: 'public', ok: [200, 'Message'] },
];

/** The answers' shapes these operations name. */
export const components = { User: userSchema, Auth: authResponseSchema, AdminAuth: adminLoginResponseSchema, AdminProfile: adminProfileSchema };
