import { describe, expect, it } from 'vitest';
import { DEGRADED_PAGE_HEADER, PUBLIC_PAGE_HEADER } from '../../common/public-page';
import { withoutPageMarks } from './page-mount';

const page = (headers: Record<string, string>) => new Response('<html></html>', { headers: { 'content-type': 'text/html', ...headers } });

describe('withoutPageMarks', () => {
  it('shares a page its route declared public, and removes the mark', () => {
    const { response, shareable } = withoutPageMarks(page({ [PUBLIC_PAGE_HEADER]: 'anonymous' }));
    expect(shareable).toBe(true);
    expect(response.headers.has(PUBLIC_PAGE_HEADER)).toBe(false);
    expect(response.headers.get('content-type')).toBe('text/html');
  });

  it('never shares a degraded page, even a public one, and removes both marks', () => {
    const { response, shareable } = withoutPageMarks(page({ [PUBLIC_PAGE_HEADER]: 'anonymous', [DEGRADED_PAGE_HEADER]: 'true' }));
    expect(shareable).toBe(false);
    expect(response.headers.has(PUBLIC_PAGE_HEADER)).toBe(false);
    expect(response.headers.has(DEGRADED_PAGE_HEADER)).toBe(false);
    expect(withoutPageMarks(page({ [DEGRADED_PAGE_HEADER]: 'true' })).response.headers.has(DEGRADED_PAGE_HEADER)).toBe(false);
  });

  it('does not share a page whose route declared nothing', () => {
    const unmarked = page({});
    expect(withoutPageMarks(unmarked)).toEqual({ response: unmarked, shareable: false });
  });
});
