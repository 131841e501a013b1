/**
 * Indian couriers a shop commonly ships with, and where a customer follows a parcel. A link is
 * given only where the courier's public tracking page takes the tracking id in its address (the
 * others track through a form: the customer gets the name and the id). Matching ignores case,
 * spaces and punctuation, so 'Blue Dart', 'bluedart' and 'BLUE-DART' are one courier.
 */
interface Courier {
  name: string;
  aliases: string[];
  trackingUrl: ((trackingId: string) => string) | null;
}

const COURIERS: Courier[] = [
  { name: 'Delhivery', aliases: ['delhivery'], trackingUrl: (id) => `https://www.delhivery.com/track/package/${id}` },
  { name: 'Blue Dart', aliases: ['bluedart'], trackingUrl: (id) => `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${id}` },
  { name: 'DTDC', aliases: ['dtdc'], trackingUrl: null },
  { name: 'Ecom Express', aliases: ['ecomexpress', 'ecom'], trackingUrl: (id) => `https://ecomexpress.in/tracking/?awb_field=${id}` },
  { name: 'Xpressbees', aliases: ['xpressbees'], trackingUrl: (id) => `https://www.xpressbees.com/shipment/tracking?awbNo=${id}` },
  { name: 'Shadowfax', aliases: ['shadowfax'], trackingUrl: null },
  { name: 'India Post', aliases: ['indiapost', 'speedpost'], trackingUrl: null },
  { name: 'Ekart', aliases: ['ekart', 'ekartlogistics'], trackingUrl: (id) => `https://ekartlogistics.com/shipmenttrack/${id}` },
];

/** The admin's courier list, in this order, then 'Other' (a name typed by hand). */
export const COURIER_NAMES: readonly string[] = COURIERS.map((courier) => courier.name);
export const OTHER_COURIER = 'Other';

/** Which entry of the list a stored delivery partner is: its courier, 'Other' for any other name, '' for none. */
export function courierChoice(partner: string | null | undefined): string {
  if (!partner?.trim()) return '';
  return findCourier(partner)?.name ?? OTHER_COURIER;
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The known courier a delivery partner's name stands for, or null. */
export function findCourier(partner: string | null | undefined): { name: string } | null {
  if (!partner) return null;
  const key = squash(partner);
  return COURIERS.find((courier) => courier.aliases.includes(key)) ?? null;
}

/** The courier's public tracking page for this parcel, or null (unknown courier, no such page, no id). */
export function courierTrackingUrl(partner: string | null | undefined, trackingId: string | null | undefined): string | null {
  const id = trackingId?.trim();
  if (!partner || !id) return null;
  const courier = COURIERS.find((candidate) => candidate.aliases.includes(squash(partner)));
  return courier?.trackingUrl ? courier.trackingUrl(encodeURIComponent(id)) : null;
}
