import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../common/accounts';
import { GSTIN_MESSAGES } from '../../common/gst/gstin';
import { SETTINGS_MESSAGES, type ShopSettings } from '../../common/settings';
import { daysFromText, firstInvoiceNumber, rupeesFromText, settingsFieldPath, settingsFormSchema, settingsFormValues } from './admin-settings-form';
import { kavyaShop } from '../../common/testing/kavya-shop';

const saved: ShopSettings = kavyaShop({ whatsappNumber: '', codMaxOrderValue: null, freeDeliveryAbove: 999.5 });
const kept = { deliveryZones: saved.deliveryZones, codBlockedPinPrefixes: saved.codBlockedPinPrefixes };

describe('the settings form', () => {
  it('shows the saved document and gives it back unchanged, delivery zones included', () => {
    const values = settingsFormValues(saved);
    expect(values).toMatchObject({ codMaxOrderValue: '', cartDeliveryCharge: '60', freeDeliveryAbove: '999.5', defaultDeliveryDays: '5' });
    expect(settingsFormSchema(kept).parse(values)).toEqual(saved);
  });

  it('reads amounts as people type them; empty is no limit where the setting allows it', () => {
    expect(rupeesFromText('1,000', null)).toBe(1000);
    expect(rupeesFromText(' ₹49.50 ', null)).toBe(49.5);
    expect(rupeesFromText('', null)).toBeNull();
    expect(rupeesFromText('', Number.NaN)).toBeNaN();
    expect(rupeesFromText('-1', null)).toBeNaN();
    expect(rupeesFromText('12.345', null)).toBeNaN();
    expect(daysFromText(' 4 ')).toBe(4);
    expect(daysFromText('4.5')).toBeNaN();
  });

  it('says what is wrong under each field, in the server’s words', () => {
    const result = settingsFormSchema(kept).safeParse({
      ...settingsFormValues(saved),
      gstin: '29AAGCB7383J1Z5',
      cartDeliveryCharge: '',
      defaultDeliveryDays: 'five',
      socialLinks: { instagram: 'instagram.com/kavya', facebook: '', x: '', youtube: '' },
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      cartDeliveryCharge: SETTINGS_MESSAGES.money,
      defaultDeliveryDays: SETTINGS_MESSAGES.days,
      'socialLinks.instagram': SETTINGS_MESSAGES.link,
    });
    // The GSTIN's check runs once the rest of the document parses (the schema's refinement).
    const gstin = settingsFormSchema(kept).safeParse({ ...settingsFormValues(saved), gstin: '29AAGCB7383J1Z5' });
    expect(gstin.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([['gstin', GSTIN_MESSAGES.checksum]]);
  });

  it('the GST registration: a choice of the three, the GSTIN required or refused by it (docs/decisions/0035)', () => {
    const issues = (values: object) => settingsFormSchema(kept).safeParse({ ...settingsFormValues(saved), ...values }).error?.issues.map(({ path, message }) => [path.join('.'), message]);
    expect(issues({ registrationType: 'composition' })).toBeUndefined();
    expect(issues({ registrationType: 'composition', gstin: '' })).toEqual([['gstin', SETTINGS_MESSAGES.gstinRequired]]);
    expect(issues({ registrationType: 'unregistered' })).toEqual([['gstin', SETTINGS_MESSAGES.gstinUnregistered]]);
    expect(issues({ registrationType: 'unregistered', gstin: '' })).toBeUndefined();
    expect(settingsFieldPath('registrationType')).toBe('registrationType');
  });

  it('puts an API error on its field, and leaves the delivery zones’ errors to the form’s message', () => {
    expect(settingsFieldPath('address.zipCode')).toBe('address.zipCode');
    expect(settingsFieldPath('socialLinks.youtube')).toBe('socialLinks.youtube');
    expect(settingsFieldPath('deliveryZones.0.states.0')).toBeNull();
    expect(settingsFieldPath('address')).toBeNull();
  });

  it('keeps the address’s state and the GST state code as one choice (docs/decisions/0037)', () => {
    expect(settingsFormValues({ ...saved, address: { ...saved.address, state: 'KA' } }).address.state).toBe('Karnataka');
    // Old free text the list cannot read: the registered state's name; with none, the text as saved.
    expect(settingsFormValues({ ...saved, address: { ...saved.address, state: 'Karnatak' } }).address.state).toBe('Karnataka');
    expect(settingsFormValues({ ...saved, stateCode: '', gstin: '', address: { ...saved.address, state: 'Karnatak' } }).address.state).toBe('Karnatak');
    const moved = settingsFormSchema(kept).parse({ ...settingsFormValues(saved), gstin: '27AAGCB7383J1Z8', address: { ...saved.address, state: 'Maharashtra' } });
    expect(moved).toMatchObject({ stateCode: '27', address: { state: 'Maharashtra' } });
    const unlisted = settingsFormSchema(kept).safeParse({ ...settingsFormValues(saved), address: { ...saved.address, state: 'Karnatak' } });
    expect(unlisted.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([['address.state', ADDRESS_MESSAGES.unknownState]]);
    expect(settingsFieldPath('stateCode')).toBe('address.state');
  });
});

describe('the default GST rate (docs/decisions/0034)', () => {
  it('is a select of GST’s rates: the saved one shown, the chosen one saved as a number, another refused in the server’s words', () => {
    expect(settingsFormValues(kavyaShop({ defaultGstRate: 0.25 })).defaultGstRate).toBe('0.25');
    expect(settingsFormSchema(kept).parse({ ...settingsFormValues(saved), defaultGstRate: '12' }).defaultGstRate).toBe(12);
    for (const defaultGstRate of ['7', '']) {
      const issues = settingsFormSchema(kept).safeParse({ ...settingsFormValues(saved), defaultGstRate }).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['defaultGstRate', SETTINGS_MESSAGES.defaultGstRate]]);
    }
    expect(settingsFieldPath('defaultGstRate')).toBe('defaultGstRate');
  });
});

describe('the invoice prefix’s hint', () => {
  it('numbers the first invoice of this financial year with the prefix as typed', () => {
    expect(firstInvoiceNumber('inv', new Date('2026-11-25T10:00:00Z'))).toBe('INV/26-27/00001');
    expect(firstInvoiceNumber('KH', new Date('2027-04-01T00:00:00+05:30'))).toBe('KH/27-28/00001');
    expect(firstInvoiceNumber(' ', new Date('2026-11-25T10:00:00Z'))).toBe('INV/26-27/00001');
  });
});
