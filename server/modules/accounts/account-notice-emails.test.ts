import { describe, expect, it } from 'vitest';
import { emailChangedNotice, noticeTime } from './account-notice-emails';

describe('the account notices', () => {
  it("tell the time on India's clock", () => {
    // 18:45 UTC on the 25th is 00:15 IST on the 26th.
    expect(noticeTime(new Date('2026-11-25T18:45:00Z'))).toBe('26 November 2026, 12:15 AM IST');
    expect(noticeTime(new Date('2026-11-26T07:30:00Z'))).toBe('26 November 2026, 1:00 PM IST');
  });

  it('escape what they quote in the HTML part', () => {
    const mail = emailChangedNotice({ to: 'old@example.in', newEmail: 'new@example.in', shopName: 'Tom & Co', supportEmail: 'a"b@example.in', at: new Date(0) });
    expect(mail.subject).toBe('Your e-mail address was changed — Tom & Co');
    expect(mail.html).toContain('Tom &amp; Co');
    expect(mail.html).toContain('mailto:a&quot;b@example.in');
    expect(mail.text).toContain("If this wasn't you, contact us at a\"b@example.in.");
  });
});
