import { describe, expect, it } from 'vitest';
import { draftFields, draftOf } from './signup-draft';

describe('the signup draft', () => {
  it('keeps the name, e-mail, phone and address, never the password', () => {
    const values = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
      phoneNumber: '98765 43210',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India', password: 'x' },
    };
    const draft = draftOf(values);
    expect(JSON.stringify(draft)).not.toContain('secret123');
    expect(draft).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '98765 43210',
      address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001', country: 'India' },
    });
  });

  it('reads junk as an empty draft and lists only the filled fields', () => {
    expect(draftFields(draftOf(null))).toEqual([]);
    expect(draftFields(draftOf({ name: 42, email: 'a@b.in', address: { city: 'Pune', zipCode: '' } }))).toEqual([
      ['email', 'a@b.in'],
      ['address.city', 'Pune'],
    ]);
  });
});
