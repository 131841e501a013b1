import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('leaves short text unchanged', () => {
    expect(truncate('')).toBe('');
    expect(truncate('Cotton Kurta')).toBe('Cotton Kurta');
    expect(truncate('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('cuts at the last space near the limit', () => {
    expect(truncate('Handloom Cotton Saree with Zari Border')).toBe('Handloom Cotton Saree with...');
  });

  it('treats a space right after the limit as a clean cut', () => {
    const text = `${'a'.repeat(30)} tail`;
    expect(truncate(text)).toBe(`${'a'.repeat(30)}...`);
  });

  it('cuts mid-word when no space is near', () => {
    expect(truncate('Supercalifragilisticexpialidocious shoes')).toBe(
      'Supercalifragilisticexpialidoc...',
    );
    expect(truncate('Ultra Antidisestablishmentarianism')).toBe('Ultra Antidisestablishmentaria...');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncate('Breathable fabric, machine wash, quick dry')).toBe(
      'Breathable fabric, machine...',
    );
    expect(truncate('Soft cotton blend fabric, - easy care always')).toBe(
      'Soft cotton blend fabric...',
    );
  });

  it('honours a custom limit', () => {
    expect(truncate('Blue denim jacket', 10)).toBe('Blue denim...');
    expect(truncate('Blue denim jacket', 100)).toBe('Blue denim jacket');
  });

  it('does not split emoji or count them twice', () => {
    const text = `${'🙂'.repeat(30)} more`;
    expect(truncate(text)).toBe(`${'🙂'.repeat(30)}...`);
    expect(truncate('🙂'.repeat(31))).toBe(`${'🙂'.repeat(30)}...`);
  });
});
