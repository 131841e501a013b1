import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kavyaShop } from '../../../common/testing/kavya-shop';
import { SETTINGS_MESSAGES, type ShopSettings } from '../../../common/settings';
import { GSTIN_MESSAGES } from '../../../common/gst/gstin';
import { bearer, register, unlimitedRateLimiter } from '../../test/accounts-fixtures';
import { signInAdmin } from '../../test/admin-fixtures';
import { startTestApp, type TestApp } from '../../test/app';

// Shop settings (docs/decisions/0018): the environment's defaults until the admin saves them; the
// GSTIN checked (format, state code, check character) against the shop's own state.
let app: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({ SHOP_NAME: 'Kavya Handlooms', COD_ENABLED: 'true', CART_DELIVERY_CHARGE: '49' }, { rateLimiter: unlimitedRateLimiter });
  admin = bearer((await signInAdmin(app)).token);
  customer = bearer((await register(app)).token);
});
afterAll(() => app.close());

const read = () => app.fetch('/api/admin/settings', { headers: admin });
const save = (body: unknown, headers = admin) => app.fetch('/api/admin/settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const karnatakaShop = (overrides: Partial<ShopSettings> = {}): ShopSettings =>
  kavyaShop({
    socialLinks: { instagram: 'https://www.instagram.com/kavyahandlooms', facebook: '', x: '', youtube: 'https://www.youtube.com/@kavyahandlooms' },
    ...overrides,
  });

describe('GET /api/admin/settings', () => {
  it('is the admin’s only: 401 signed out, 403 for a customer', async () => {
    expect((await app.fetch('/api/admin/settings')).status).toBe(401);
    expect((await app.fetch('/api/admin/settings', { headers: customer })).status).toBe(403);
    expect((await save(karnatakaShop(), customer)).status).toBe(403);
  });

  it('starts from the environment: the shop name, cash on delivery, the cart’s delivery charge', async () => {
    const response = await read();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ legalName: 'Kavya Handlooms', codEnabled: true, cartDeliveryCharge: 49, invoicePrefix: 'INV', registrationType: 'unregistered', gstin: '', stateCode: '', deliveryZones: [] });
    // No social links until the shop sets them: the footer shows none.
    expect(((await (await read()).json()) as ShopSettings).socialLinks).toEqual({ instagram: '', facebook: '', x: '', youtube: '' });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the whole document, and it wins over the environment afterwards', async () => {
    const response = await save({ ...karnatakaShop(), gstin: ' 29aagcb7383j1z4 ', invoicePrefix: 'kh', supportPhone: '+91 98765 43210' });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as ShopSettings;
    expect(saved).toMatchObject({ gstin: '29AAGCB7383J1Z4', invoicePrefix: 'KH', supportPhone: '9876543210' });
    expect(await (await read()).json()).toEqual(karnatakaShop());
  });

  it('refuses a GSTIN with a typo, one of another state, and one without the shop’s state', async () => {
    const typo = await save(karnatakaShop({ gstin: '29AAGCB7383J1Z5' }));
    expect(typo.status).toBe(400);
    expect(await typo.json()).toMatchObject({ errors: [{ path: 'gstin', message: GSTIN_MESSAGES.checksum }] });
    const elsewhere = await save(karnatakaShop({ gstin: '27AAPFU0939F1ZV' }));
    expect(await elsewhere.json()).toMatchObject({ errors: [{ path: 'gstin', message: GSTIN_MESSAGES.stateMismatch('29') }] });
    const noState = await save(karnatakaShop({ stateCode: '' }));
    expect(await noState.json()).toMatchObject({ errors: [{ path: 'gstin', message: SETTINGS_MESSAGES.gstinWithoutState }] });
    // Without GST registration the GSTIN stays empty (the shop issues order receipts, docs/decisions/0035).
    expect((await save(karnatakaShop({ registrationType: 'unregistered', gstin: '' }))).status).toBe(200);
  });

  it('the GST registration type: regular and composition need the GSTIN, unregistered has none (docs/decisions/0035)', async () => {
    const errorsOf = async (body: unknown) => {
      const response = await save(body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: { path: string; message: string }[] }).errors;
    };
    expect(await errorsOf(karnatakaShop({ registrationType: 'regular', gstin: '' }))).toEqual([{ path: 'gstin', message: SETTINGS_MESSAGES.gstinRequired }]);
    expect(await errorsOf(karnatakaShop({ registrationType: 'composition', gstin: '' }))).toEqual([{ path: 'gstin', message: SETTINGS_MESSAGES.gstinRequired }]);
    expect(await errorsOf(karnatakaShop({ registrationType: 'unregistered' }))).toEqual([{ path: 'gstin', message: SETTINGS_MESSAGES.gstinUnregistered }]);
    expect(await errorsOf({ ...karnatakaShop(), registrationType: 'exempt' })).toEqual([{ path: 'registrationType', message: SETTINGS_MESSAGES.registrationType }]);
    // A composition shop with its GSTIN is saved and read back as such.
    expect((await save(karnatakaShop({ registrationType: 'composition' }))).status).toBe(200);
    expect(await (await read()).json()).toMatchObject({ registrationType: 'composition', gstin: '29AAGCB7383J1Z4' });
    // A client that sends no registration type (the spec's document) keeps what the GSTIN implies.
    const { registrationType: _, ...withoutType } = karnatakaShop();
    expect(await (await save(withoutType)).json()).toMatchObject({ registrationType: 'regular' });
    expect(await (await save({ ...withoutType, gstin: '' })).json()).toMatchObject({ registrationType: 'unregistered', gstin: '' });
  });

  it('settings saved before the registration type existed read as what their GSTIN implied (docs/decisions/0035)', async () => {
    const { registrationType: _, ...stored } = karnatakaShop();
    const write = (document: unknown) => app.runtime.db.updateTable('shop_settings').set({ settings: JSON.stringify(document) }).where('id', '=', 1).execute();
    await write(stored);
    expect(await (await read()).json()).toEqual(karnatakaShop());
    await write({ ...stored, gstin: '' });
    expect(await (await read()).json()).toEqual(karnatakaShop({ registrationType: 'unregistered', gstin: '' }));
    await write(karnatakaShop());
  });

  it('refuses an amount finer than a paisa in every money field, naming each (docs/decisions/0029)', async () => {
    const response = await save(karnatakaShop({ cartDeliveryCharge: 0.001, codMaxOrderValue: 4999.999, freeDeliveryAbove: 999.005 }));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(errors).toEqual([
      { path: 'codMaxOrderValue', message: SETTINGS_MESSAGES.paise },
      { path: 'cartDeliveryCharge', message: SETTINGS_MESSAGES.paise },
      { path: 'freeDeliveryAbove', message: SETTINGS_MESSAGES.paise },
    ]);
    expect(((await (await read()).json()) as ShopSettings).cartDeliveryCharge).not.toBe(0.001);
    // Whole paise, however the float spells them, are taken as they are.
    const saved = await save(karnatakaShop({ cartDeliveryCharge: 49.99, codMaxOrderValue: 0.29, freeDeliveryAbove: 1.1 }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ cartDeliveryCharge: 49.99, codMaxOrderValue: 0.29, freeDeliveryAbove: 1.1 });
  });

  it('refuses delivery zones and COD-blocked PIN prefixes until the shop delivers by PIN code, and takes them empty (docs/decisions/0029)', async () => {
    const response = await save(karnatakaShop({ deliveryZones: [{ states: ['29'], days: 2 }], codBlockedPinPrefixes: ['194'] }));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(errors).toEqual([
      { path: 'deliveryZones', message: SETTINGS_MESSAGES.noPinDeliveryYet },
      { path: 'codBlockedPinPrefixes', message: SETTINGS_MESSAGES.noPinDeliveryYet },
    ]);
    expect(await (await read()).json()).toMatchObject({ deliveryZones: [], codBlockedPinPrefixes: [] });
    expect((await save(karnatakaShop({ deliveryZones: [], codBlockedPinPrefixes: [] }))).status).toBe(200);
  });

  it('names each bad field: state code, prefix, PIN, phone, e-mail, money, days, zones', async () => {
    const response = await save({
      ...karnatakaShop({ registrationType: 'unregistered', gstin: '' }),
      stateCode: '00',
      invoicePrefix: 'INVOICE',
      address: { street: '', city: '', state: '', zipCode: '012345' },
      supportPhone: '12345',
      supportEmail: 'not-an-email',
      codMaxOrderValue: -1,
      defaultDeliveryDays: 0,
      deliveryZones: [{ states: ['99x'], days: 2 }],
      codBlockedPinPrefixes: ['0'],
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(Object.fromEntries(errors.map((error) => [error.path, error.message]))).toMatchObject({
      stateCode: SETTINGS_MESSAGES.stateCode,
      invoicePrefix: SETTINGS_MESSAGES.invoicePrefix,
      'address.zipCode': SETTINGS_MESSAGES.pin,
      supportPhone: SETTINGS_MESSAGES.phone,
      supportEmail: SETTINGS_MESSAGES.email,
      codMaxOrderValue: SETTINGS_MESSAGES.money,
      defaultDeliveryDays: SETTINGS_MESSAGES.days,
      deliveryZones: SETTINGS_MESSAGES.noPinDeliveryYet,
      codBlockedPinPrefixes: SETTINGS_MESSAGES.noPinDeliveryYet,
    });
  });

  it('takes social links only as full https:// links, or empty', async () => {
    const response = await save(
      karnatakaShop({ socialLinks: { instagram: 'instagram.com/kavya', facebook: 'http://facebook.com/kavya', x: 'javascript:alert(1)', youtube: 'https://www.youtube.com/@kavya' } }),
    );
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { path: string; message: string }[] };
    expect(errors).toEqual([
      { path: 'socialLinks.instagram', message: SETTINGS_MESSAGES.link },
      { path: 'socialLinks.facebook', message: SETTINGS_MESSAGES.link },
      { path: 'socialLinks.x', message: SETTINGS_MESSAGES.link },
    ]);
    const saved = await save(karnatakaShop({ socialLinks: { instagram: ' https://instagram.com/kavya ', facebook: '', x: 'https://x.com/kavya', youtube: '' } }));
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ShopSettings).socialLinks).toEqual({ instagram: 'https://instagram.com/kavya', facebook: '', x: 'https://x.com/kavya', youtube: '' });
  });

  it('answers 400 to a body that is not a settings document', async () => {
    expect((await save({ legalName: 'Only a name' })).status).toBe(400);
    const broken = await app.fetch('/api/admin/settings', { method: 'PUT', headers: { 'content-type': 'application/json', ...admin }, body: '{' });
    expect(broken.status).toBe(400);
  });
});
