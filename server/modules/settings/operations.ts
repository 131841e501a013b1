import { shopSettingsSchema } from '../../../common/settings';
import { type Operation } from '../../http/openapi-operation';

/** The settings' operations: the shop's details as the admin reads and replaces them. Declared beside the routes, collected by server/http/openapi.ts (docs/decisions/0042). */
export const operations: Operation[] = [
  { method: 'get', path: '/api/admin/settings', summary: 'The shop’s settings (saved, or the environment’s defaults)', tag: 'admin', access: 'admin', ok: [200, 'ShopSettings'], errors: [401, 403] },
  { method: 'put', path: '/api/admin/settings', summary: 'Replace the shop’s settings (GSTIN checked: format, state code, check character)', tag: 'admin', access: 'admin', body: { json: shopSettingsSchema }, ok: [200, 'ShopSettings'], errors: [401, 403] },
];

/** The answers' shapes these operations name. */
export const components = { ShopSettings: shopSettingsSchema };
