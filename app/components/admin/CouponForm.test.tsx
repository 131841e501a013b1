import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CouponForm } from './CouponForm';
import { sampleCoupon } from '../../test/coupon-fixtures';

const saved = sampleCoupon({ code: 'FLAT250', type: 'flat', value: 250, minOrderValue: 0, maxDiscount: null, startsAt: null, endsAt: null, usageLimit: null });

/** The server render of the form on a data router (its Cancel is a router link). */
function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToString(<Stub />);
}

describe('the coupon form (docs/decisions/0060)', () => {
  it('shows a saved flat coupon: the amount’s label, no cap field', () => {
    const html = render(<CouponForm coupon={saved} submitLabel="Update Coupon" onSave={async () => {}} />);
    expect(html).toContain('Amount off (₹)');
    expect(html).not.toContain('Maximum discount');
    expect(html).toMatch(/value="250"/);
  });

  it('asks a percent coupon for its cap', () => {
    const html = render(<CouponForm submitLabel="Create Coupon" onSave={async () => {}} />);
    expect(html).toContain('Percent off');
    expect(html).toContain('Maximum discount');
  });
});
