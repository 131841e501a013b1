import type { ShopSettings } from '../settings';

/**
 * A registered shop in Karnataka (state code 29) with every setting filled in: the one fixture
 * the settings, shop-details, settings-form and invoice tests start from. Each test overrides
 * only what it is about, so a new setting is added here once.
 */
export const kavyaShop = (overrides: Partial<ShopSettings> = {}): ShopSettings => ({
  legalName: 'Kavya Handlooms Private Limited',
  address: { street: '14 Chickpet Main Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560053' },
  stateCode: '29',
  registrationType: 'regular',
  gstin: '29AAGCB7383J1Z4',
  invoicePrefix: 'KH',
  supportEmail: 'help@kavya.example.in',
  supportPhone: '9876543210',
  whatsappNumber: '9876543210',
  grievanceOfficer: { name: 'R. Kavya', email: 'grievance@kavya.example.in', phone: '9123456780' },
  codEnabled: true,
  codMaxOrderValue: 10_000,
  cartDeliveryCharge: 60,
  freeDeliveryAbove: 999,
  defaultDeliveryDays: 5,
  deliveryZones: [],
  codBlockedPinPrefixes: [],
  defaultGstRate: 5,
  socialLinks: { instagram: 'https://instagram.com/kavya', facebook: '', x: '', youtube: '' },
  ...overrides,
});
