import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchMisses } from './SearchMisses';

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  // React separates adjacent text with comments: the test reads the text as shown.
  return renderToString(<Stub />).replaceAll('<!-- -->', '');
}

// The dashboard's searches with no results (docs/decisions/0062, 0054).
describe('SearchMisses', () => {
  it('links each query to the shop’s search, with how often and when last (IST)', () => {
    const html = render(<SearchMisses period="in the last 7 days" misses={[{ query: 'purple lehenga & dupatta', count: 3, lastAt: '2026-11-27T08:35:00.000Z' }, { query: 'velvet', count: 1, lastAt: '2026-11-26T20:00:00.000Z' }]} />);
    expect(html).toContain('Searches with no results');
    expect(html).toContain('href="/search?q=purple+lehenga+%26+dupatta"');
    expect(html).toContain('3 times');
    expect(html).toContain('last 27 Nov, 14:05');
    expect(html).toContain('once');
    expect(html).toContain('last 27 Nov, 01:30');
  });

  it('says so when every search found something', () => {
    const html = render(<SearchMisses period="today" misses={[]} />);
    expect(html).toContain('Every search today found something.');
    expect(html).not.toContain('<ol');
  });
});
