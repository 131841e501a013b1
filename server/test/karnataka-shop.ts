import type { ShopSettings } from '../../common/settings';
import { kavyaShop } from '../../common/testing/kavya-shop';
import type { TestApp } from './app';

/**
 * The GST tests' seller: the app's settings as the test started them, with who and where the shop
 * is taken from `kavyaShop` (a regular GST registration in Karnataka, state 29), so an order to
 * another state is an IGST invoice. The delivery and COD rules stay the app's, so the test's
 * amounts do not change; `overrides` change anything else (docs/decisions/0035).
 */
export async function registerShopInKarnataka(app: TestApp, overrides: Partial<ShopSettings> = {}): Promise<void> {
  const { legalName, address, stateCode, registrationType, gstin, invoicePrefix } = kavyaShop();
  const { settings } = app.runtime.services;
  await settings.update({ ...(await settings.get()), legalName, address, stateCode, registrationType, gstin, invoicePrefix, ...overrides });
}
