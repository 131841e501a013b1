import { signUpViaApi } from './accounts';
import { adminLoginViaApi, createProductViaApi, uniqueName } from './admin';
import { expectNoSeriousViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { answerOnSimulator, placeOnlineOrderViaApi } from './shop';
import { PAYMENT_CONFIRMED_MS } from './timeouts';

/**
 * Product reviews at 390 px (docs/decisions/0055): a customer whose order of a product was
 * delivered writes a review on its page (the rating with the arrow keys, the form's messages
 * first), and sees the product's rating, the count and the stars' breakdown change; the admin
 * hides it, and the shop's rating stands again.
 */

const ADMIN_HEADER = { 'X-Use-Admin-Token': 'true' };

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('a customer with a delivered order reviews the product and sees its rating and breakdown change', async ({ page, browser, baseURL }) => {
  test.slow();
  await adminLoginViaApi(page);
  // A product of its own: rated 4 by the shop, no reviews yet.
  const product = await createProductViaApi(page, { name: uniqueName('Review Tee') });
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  const shopper = await context.newPage();
  try {
    // Bought online (the simulator pays), then delivered by the shop, through the API.
    const customer = await signUpViaApi(shopper);
    const { orderId, paymentLink } = await placeOnlineOrderViaApi(shopper, customer, product);
    await shopper.goto(paymentLink);
    await answerOnSimulator(shopper, 'Pay successfully');
    await expect(shopper.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible({ timeout: PAYMENT_CONFIRMED_MS });
    const delivered = await page.request.put(`/api/orders/${orderId}`, { data: { status: 'Delivered' }, headers: ADMIN_HEADER });
    expect(delivered.status(), await delivered.text()).toBe(200);

    await shopper.goto(`/product/${product._id}`);
    await waitForHydration(shopper);
    const reviews = shopper.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await expect(shopper.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await expect(form).toBeVisible();
    await expectNoSeriousViolations(shopper, { name: 'product reviews, the form (390)', testInfo: test.info() });

    // Sent empty: the API's messages under the fields.
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(form.getByText('Title is required')).toBeVisible();

    // Two stars with the keyboard: the first radio, then the right arrow.
    await form.getByRole('radio', { name: '1 star', exact: true }).focus();
    await shopper.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Title' }).fill('Colour faded after one wash');
    await form.getByRole('textbox', { name: 'Your review (optional)' }).fill('Comfortable, but the red is now pink.');
    await form.getByRole('button', { name: 'Submit review' }).click();

    await expect(shopper.getByText('Thank you for your review!').first()).toBeVisible();
    await expect(reviews.getByText('You have reviewed this product. Thank you!')).toBeVisible();
    await expect(form).toHaveCount(0);
    // The product's rating is now its one review's; the figures and the breakdown say so.
    await expect(shopper.getByRole('img', { name: 'Rated 2 out of 5' }).first()).toBeVisible();
    await expect(shopper.getByRole('link', { name: '1 review' })).toBeVisible();
    await expect(reviews.getByRole('paragraph').filter({ hasText: /^1 review$/ })).toBeVisible();
    const breakdown = reviews.getByRole('list', { name: 'Reviews by stars' });
    await expect(breakdown.getByRole('listitem').filter({ hasText: /^2/ })).toHaveText(/2\s*★?\s*stars:\s*1\s*review/);
    await expect(breakdown.getByRole('listitem').filter({ hasText: /^5/ })).toHaveText(/5\s*★?\s*stars:\s*0\s*reviews/);
    const review = reviews.getByRole('article', { name: 'Colour faded after one wash' });
    await expect(review).toContainText('Comfortable, but the red is now pink.');
    await expect(review).toContainText('Verified purchase');
    // Signed with the first name and the initial ('Asha R.').
    const [first, ...rest] = customer.name.split(' ');
    await expect(review).toContainText(`${first} ${rest.at(-1)!.charAt(0)}.`);
    await expectNoSeriousViolations(shopper, { name: 'product reviews, written (390)', testInfo: test.info() });

    const answer = (await (await shopper.request.get(`/api/products/${product._id}`)).json()) as { rating: number; reviewCount: number };
    expect(answer).toMatchObject({ rating: 2, reviewCount: 1 });

    // The count under the name leads to the section.
    await shopper.getByRole('link', { name: '1 review' }).click();
    await expect(shopper).toHaveURL(/#reviews$/);
    await expect(reviews).toBeInViewport();

    // The admin hides it on the product's admin page, after a confirm: the shop's rating stands again.
    await page.goto(`/admin/products/edit/${product._id}`);
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Reviews (1)' });
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: /^Hide the review “Colour faded after one wash”/ }).click();
    await expect(page.getByText('Review hidden').first()).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Hide the review/ })).toHaveCount(0);
    await expectNoSeriousViolations(page, { name: 'the admin’s reviews of a product, one hidden (390)', testInfo: test.info() });
    await shopper.reload();
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await expect(shopper.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
