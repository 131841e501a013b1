import { describe, expect, it } from 'vitest';
import type { ShopSettings } from './settings';
import { addressLine, deliveryDays, displayPhone, estimatedDelivery, shopDetails, telLink, whatsappLink } from './shop-details';
import { kavyaShop } from './testing/kavya-shop';

const settings: ShopSettings = kavyaShop({ whatsappNumber: '9123456780', grievanceOfficer: { name: 'R. Kavya', email: 'grievance@kavya.example.in', phone: '' }, defaultDeliveryDays: 4 });

describe('shopDetails', () => {
  it('keeps what the storefront shows and leaves out GST and payment rules', () => {
    expect(shopDetails(settings)).toEqual({
      legalName: settings.legalName,
      address: settings.address,
      supportEmail: settings.supportEmail,
      supportPhone: settings.supportPhone,
      whatsappNumber: settings.whatsappNumber,
      grievanceOfficer: settings.grievanceOfficer,
      socialLinks: settings.socialLinks,
      defaultDeliveryDays: 4,
    });
  });
});

describe('delivery times', () => {
  it('say the shop’s number of days, in one or many', () => {
    expect(deliveryDays(5, 'working')).toBe('5 working days');
    expect(deliveryDays(1, 'business')).toBe('1 business day');
    // The spec's order confirmation text, with the shop's own number.
    expect(estimatedDelivery(5)).toBe('Estimated delivery in 5 business days');
  });
});

describe('contact details', () => {
  it('write the address on one line without the empty parts', () => {
    expect(addressLine(settings.address)).toBe('14 Chickpet Main Road, Bengaluru, Karnataka 560053');
    expect(addressLine({ street: '', city: 'Pune', state: '', zipCode: '411001' })).toBe('Pune, 411001');
    expect(addressLine({ street: '', city: '', state: '', zipCode: '' })).toBe('');
  });

  it('show and link a phone number with India’s code', () => {
    expect(displayPhone('9876543210')).toBe('+91 98765 43210');
    expect(telLink('9876543210')).toBe('tel:+919876543210');
    expect(whatsappLink('9123456780')).toBe('https://wa.me/919123456780');
  });
});
