import { describe, expect, it } from 'vitest';
import { findNonceSlots, freshNonceHeaders, newNonce, withFreshNonce } from './nonce';

const policy = "script-src 'self' 'nonce-OLD'";
const page = () => ({
  headers: { 'content-security-policy': policy, 'content-type': 'text/html', link: '<x>; nonce=OLD' },
  body: Buffer.from('<script nonce="OLD">1</script><p>text</p><script nonce="OLD">2</script>'),
});

describe('nonce', () => {
  it('makes 128 random bits, a new value each time', () => {
    expect(Buffer.from(newNonce(), 'base64')).toHaveLength(16);
    expect(newNonce()).not.toBe(newNonce());
  });

  it('finds the policy’s nonce in the body and in every header that holds it', () => {
    const { headers, body } = page();
    const slots = findNonceSlots(headers, body, policy);
    expect(slots?.value).toBe('OLD');
    expect(slots?.headerNames.sort()).toEqual(['content-security-policy', 'link']);
    expect(slots?.bodyParts.map(String)).toEqual(['<script nonce="', '">1</script><p>text</p><script nonce="', '">2</script>']);
    expect(findNonceSlots(headers, body, "default-src 'none'")).toBeUndefined();
    expect(findNonceSlots(headers, body, null)).toBeUndefined();
  });

  it('writes one fresh nonce in every slot, leaving the kept headers alone', () => {
    const { headers, body } = page();
    const slots = findNonceSlots(headers, body, policy)!;
    const fresh = withFreshNonce(headers, slots);
    const nonce = /'nonce-([^']+)'/.exec(String(fresh.headers['content-security-policy']))?.[1] ?? '';
    expect(nonce).not.toBe('OLD');
    expect(String(fresh.headers.link)).toBe(`<x>; nonce=${nonce}`);
    expect(String(fresh.body)).toBe(`<script nonce="${nonce}">1</script><p>text</p><script nonce="${nonce}">2</script>`);
    expect(fresh.headers['content-length']).toBe(fresh.body.length);
    expect(headers['content-security-policy']).toBe(policy);
    expect(freshNonceHeaders(headers, slots).fresh).not.toBe(nonce);
  });
});
