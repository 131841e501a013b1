import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../common/coupons';
import { CouponsTable } from './CouponsTable';
import { sampleCoupon } from '../../test/coupon-fixtures';

const coupon = (overrides: Partial<Coupon>): Coupon => sampleCoupon({ used: 3, everUsed: true, ...overrides });

/** The server render of `element` on a data router (the switch and Delete reload the list through it). */
function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub />);
}

describe('the coupons table (docs/decisions/0060)', () => {
  const html = render(<CouponsTable today="2027-01-02" coupons={[coupon({}), coupon({ _id: 'c2', code: 'FLAT100', type: 'flat', value: 100, maxDiscount: null, minOrderValue: 0, startsAt: null, endsAt: null, usageLimit: null, active: false, used: 0 })]} />);

  it('has a real switch per coupon, named by its code, saying whether it is on', () => {
    expect(html).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="true"[^>]*aria-label="Active DIWALI10"/);
    expect(html).toMatch(/<button[^>]*role="switch"[^>]*aria-checked="false"[^>]*aria-label="Active FLAT100"/);
  });

  it('reads each coupon’s rule, days and uses', () => {
    for (const text of ['10% off, up to ₹500', 'min. ₹999', '27 Nov 2026 – 31 Dec 2026', 'Ended', '3 / 100', '₹100 off', 'No end', '0 / ∞']) expect(html).toContain(text);
  });

  it('names the row’s Edit and Delete for a screen reader', () => {
    expect(html).toContain('href="/admin/coupons/edit/c2"');
    expect(html).toMatch(/Delete<span class="sr-only"> <!-- -->FLAT100<\/span>/);
  });
});
