import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShippingPolicyContent } from './ShippingPolicyContent';

const pageText = renderToStaticMarkup(
  <MemoryRouter>
    <ShippingPolicyContent shopName="Haat" shop={null} />
  </MemoryRouter>,
)
  .replace(/<[^>]+>/g, '')
  .replace(/\s+/g, ' ');

// The page's promises are docs/storefront-texts.md's; the order e-mails say the same (lifecycle-emails.test.ts).
describe('the shipping policy page', () => {
  it('promises the refund in 2-3 business days and a replacement within 14 days of delivery', () => {
    expect(pageText).toContain('the refund reaches your original payment method in 2-3 business days');
    expect(pageText).toContain('within 14 days of delivery');
  });
});
