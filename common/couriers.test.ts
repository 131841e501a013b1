import { describe, expect, it } from 'vitest';
import { COURIER_NAMES, courierChoice, courierTrackingUrl, findCourier, OTHER_COURIER } from './couriers';

describe('courier tracking links', () => {
  it('links a known courier’s page with the tracking id, whatever the spelling of its name', () => {
    expect(courierTrackingUrl('Delhivery', '1234567890')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(courierTrackingUrl(' blue-dart ', 'BD 1')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD%201');
    expect(findCourier('EKART')).toMatchObject({ name: 'Ekart' });
  });

  it('gives no link for a courier tracked through a form, an unknown one, or no id', () => {
    expect(courierTrackingUrl('India Post', 'EE123456789IN')).toBeNull();
    expect(courierTrackingUrl('My cousin’s van', 'X1')).toBeNull();
    expect(courierTrackingUrl('Delhivery', '  ')).toBeNull();
    expect(courierTrackingUrl(null, 'X1')).toBeNull();
  });
});

describe('the courier list', () => {
  it('lists the common Indian couriers, then Other', () => {
    expect([...COURIER_NAMES, OTHER_COURIER]).toEqual(['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'India Post', 'Ekart', 'Other']);
  });

  it('reads a stored partner back as its entry: a known courier by any spelling, else Other, none as empty', () => {
    expect(courierChoice('bluedart')).toBe('Blue Dart');
    expect(courierChoice('Speed Post')).toBe('India Post');
    expect(courierChoice('My cousin’s van')).toBe('Other');
    expect(courierChoice('  ')).toBe('');
    expect(courierChoice(null)).toBe('');
  });
});
