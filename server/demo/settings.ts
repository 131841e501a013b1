import type { ShopSettings } from '../../common/settings';

/**
 * The demo shop's own details (docs/decisions/0018), so a first look shows what a real shop shows:
 * a footer and /contact with an address, contacts and a grievance officer, and GST tax invoices
 * (CGST + SGST in Maharashtra, IGST elsewhere) instead of a Bill of Supply. The GSTIN has a valid
 * shape and check character but a made-up PAN (AAACH0000A): it belongs to no one.
 */
export function demoShopSettings(defaults: ShopSettings): ShopSettings {
  return {
    ...defaults,
    address: { street: '2nd Floor, Shree Ganesh Complex, 14 Fergusson College Road', city: 'Pune', state: 'Maharashtra', zipCode: '411005' },
    stateCode: '27',
    registrationType: 'regular',
    gstin: '27AAACH0000A1ZR',
    supportEmail: 'support@haat-demo.in',
    supportPhone: '9820012345',
    grievanceOfficer: { name: 'Meera Kulkarni', email: 'grievance@haat-demo.in', phone: '9820012346' },
  };
}
