import type { Logger } from 'pino';
import { FIRST_DEFAULT_GST_RATE, shopSettingsSchema, withRegistrationType, type ShopSettings } from '../../../common/settings';
import { DEFAULT_DELIVERY_DAYS } from '../../../common/shop-details';
import type { Config } from '../../config';
import type { CatalogueVersion } from '../catalog/module';
import type { SettingsRepo } from './repo';

/** What the environment says before the shop saves its own settings (docs/decisions/0018). */
export function defaultSettings(config: Pick<Config, 'SHOP_NAME' | 'COD_ENABLED' | 'CART_DELIVERY_CHARGE'>): ShopSettings {
  return {
    legalName: config.SHOP_NAME,
    address: { street: '', city: '', state: '', zipCode: '' },
    stateCode: '',
    // No GSTIN in the environment: not registered, until the shop says otherwise (docs/decisions/0035).
    registrationType: 'unregistered',
    gstin: '',
    invoicePrefix: 'INV',
    supportEmail: '',
    supportPhone: '',
    whatsappNumber: '',
    grievanceOfficer: { name: '', email: '', phone: '' },
    codEnabled: config.COD_ENABLED,
    codMaxOrderValue: null,
    cartDeliveryCharge: config.CART_DELIVERY_CHARGE,
    freeDeliveryAbove: null,
    defaultDeliveryDays: DEFAULT_DELIVERY_DAYS,
    deliveryZones: [],
    codBlockedPinPrefixes: [],
    defaultGstRate: FIRST_DEFAULT_GST_RATE,
    socialLinks: { instagram: '', facebook: '', x: '', youtube: '' },
  };
}

/**
 * The shop's settings: the saved document, or the environment's defaults until the admin saves
 * one. A saved document that no longer parses (a field added since) is completed from the
 * defaults field by field, so a newer version of the shop never loses what the admin saved.
 */
export function createSettingsService(deps: {
  repo: SettingsRepo;
  defaults: ShopSettings;
  logger: Logger;
  clock: () => Date;
  /** The catalogue version: saving settings bumps it (migration 0014), so it says when a cached copy is stale. */
  version: CatalogueVersion;
}) {
  const { repo, defaults, logger, clock, version } = deps;
  // The settings as last read, and the catalogue version they were read under.
  let cached: { settings: ShopSettings; version: number } | undefined;

  const service = {
    /**
     * The settings, as every request reads them (pages, pricing, checkout): from memory while the
     * catalogue version is the one they were read under, so another process's save shows here
     * within the version's own bound (docs/decisions/0007), and this process's at once. Inside a
     * transaction both reads run on its connection, never waiting on another's (docs/decisions/0050).
     */
    async current(): Promise<ShopSettings> {
      const now = await version.current();
      if (cached?.version === now) return cached.settings;
      const settings = await service.get();
      // Kept only under the version every caller sees: a read inside a transaction may count its
      // own uncommitted writes, and its settings are not for the others (docs/decisions/0050).
      if (now === version.known()) cached = { settings, version: now };
      return settings;
    },

    /**
     * Saves `make(the environment's defaults)` unless the shop saved its settings already (the
     * demo shop's details at first start): one read, then the write.
     */
    async saveUnlessSaved(make: (defaults: ShopSettings) => ShopSettings): Promise<boolean> {
      if ((await repo.read()) !== undefined) return false;
      await service.update(make(defaults));
      return true;
    },

    /** The settings read from the database now (the admin's form). */
    async get(): Promise<ShopSettings> {
      const saved = await repo.read();
      if (saved === undefined) return defaults;
      // Saved before the registration type existed: what its GSTIN implied, not the defaults' (docs/decisions/0035).
      const stored = withRegistrationType(JSON.parse(saved)) as Record<string, unknown>;
      // Zones and blocked PIN prefixes saved before they were refused were never applied: read as
      // none, so the document still parses and the admin sees what checkout does (docs/decisions/0029).
      const parsed = shopSettingsSchema.safeParse({ ...defaults, ...stored, deliveryZones: [], codBlockedPinPrefixes: [] });
      if (parsed.success) return parsed.data;
      logger.error({ issues: parsed.error.issues }, 'saved shop settings do not parse; using the defaults');
      return defaults;
    },

    /** PUT /api/admin/settings: the whole document, already parsed by the route. */
    async update(settings: ShopSettings): Promise<ShopSettings> {
      await repo.write(JSON.stringify(settings), clock().toISOString());
      logger.info('shop settings saved');
      cached = undefined;
      await version.refresh();
      return settings;
    },
  };
  return service;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
