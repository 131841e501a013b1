import { describe, expect, it } from 'vitest';
import { resetPasswordEmail } from './reset-email';

describe('the password-reset e-mail', () => {
  it('carries the link and the expiry in both parts, with the shop name escaped in HTML', () => {
    const mail = resetPasswordEmail({ to: 'a@b.in', shopName: 'A <b> & "C"', link: 'https://shop.in/reset-password/abc', validMinutes: 30 });
    expect(mail.to).toBe('a@b.in');
    expect(mail.subject).toBe('Reset your A <b> & "C" password');
    expect(mail.text).toContain('https://shop.in/reset-password/abc');
    expect(mail.text).toContain('expires in 30 minutes');
    expect(mail.html).toContain('<a href="https://shop.in/reset-password/abc"');
    expect(mail.html).toContain('A &lt;b&gt; &amp; &quot;C&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});
