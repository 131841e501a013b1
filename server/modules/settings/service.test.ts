import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createCatalogueVersion } from '../catalog/catalogue-version';
import { createSettingsService, defaultSettings } from './service';

// The settings every request reads come from memory while the catalogue version stands (saving
// settings bumps it by trigger, migration 0014): one database read per version, not per request.
function harness() {
  let stored: string | undefined;
  let version = 1;
  let reads = 0;
  let inTransaction = false;
  const repo = {
    read: async () => {
      reads += 1;
      return stored;
    },
    write: async (settings: string) => {
      stored = settings;
      version += 1; // what the trigger does
    },
  };
  const catalogueVersion = createCatalogueVersion({ read: async () => version, maxAgeMs: 0, inTransaction: () => inTransaction });
  const defaults = defaultSettings({ SHOP_NAME: 'Haat', COD_ENABLED: true, CART_DELIVERY_CHARGE: 60 });
  const service = createSettingsService({ repo, defaults, logger: pino({ level: 'silent' }), clock: () => new Date(), version: catalogueVersion });
  return {
    service,
    reads: () => reads,
    /** `work` inside a transaction that bumps the version (a stock change) and is rolled back. */
    async rolledBack(work: () => Promise<void>) {
      inTransaction = true;
      version += 1;
      try {
        await work();
      } finally {
        version -= 1;
        inTransaction = false;
      }
    },
    /** A document as an earlier version of the shop saved it. */
    storedEarlier(document: Record<string, unknown>) {
      stored = JSON.stringify(document);
      version += 1;
    },
    otherProcessSaves(legalName: string) {
      stored = JSON.stringify({ ...defaults, legalName });
      version += 1;
    },
  };
}

describe('settings.current()', () => {
  it('reads the database once per catalogue version', async () => {
    const { service, reads } = harness();
    expect((await service.current()).legalName).toBe('Haat');
    await service.current();
    await service.current();
    expect(reads()).toBe(1);
  });

  it('shows a save at once, this process’s or another’s (through the version)', async () => {
    const { service, otherProcessSaves } = harness();
    await service.current();
    await service.update({ ...(await service.get()), legalName: 'Kavya Handlooms' });
    expect((await service.current()).legalName).toBe('Kavya Handlooms');
    otherProcessSaves('Kavya Weaves');
    expect((await service.current()).legalName).toBe('Kavya Weaves');
  });
});

describe('settings.current() inside a transaction', () => {
  it('keeps nothing under a version only that transaction saw: a save committed later under the same number shows (docs/decisions/0050)', async () => {
    const { service, rolledBack, otherProcessSaves } = harness();
    expect((await service.current()).legalName).toBe('Haat');
    await rolledBack(async () => {
      expect((await service.current()).legalName).toBe('Haat');
    });
    // Another process's save takes the number the rolled-back transaction had counted to.
    otherProcessSaves('Kavya Weaves');
    expect((await service.current()).legalName).toBe('Kavya Weaves');
  });
});

describe('settings.get()', () => {
  it('reads a document saved with delivery zones before they were refused: the rest kept, the zones and blocked PIN prefixes empty (docs/decisions/0029)', async () => {
    const { service, storedEarlier } = harness();
    const defaults = await service.get();
    storedEarlier({ ...defaults, legalName: 'Kavya Handlooms', cartDeliveryCharge: 45, deliveryZones: [{ states: ['29'], days: 2 }], codBlockedPinPrefixes: ['194'] });
    expect(await service.get()).toEqual({ ...defaults, legalName: 'Kavya Handlooms', cartDeliveryCharge: 45, deliveryZones: [], codBlockedPinPrefixes: [] });
  });
});
