import { describe, expect, it } from 'vitest';
import { numberInIndianWords, rupeesInWords } from './words';

describe('amounts in words, the Indian way', () => {
  it('counts in thousands, lakhs and crores', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(7)).toBe('Seven');
    expect(numberInIndianWords(19)).toBe('Nineteen');
    expect(numberInIndianWords(40)).toBe('Forty');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(1_050)).toBe('One Thousand Fifty');
    expect(numberInIndianWords(120_500)).toBe('One Lakh Twenty Thousand Five Hundred');
    expect(numberInIndianWords(10_000_000)).toBe('One Crore');
    expect(numberInIndianWords(999_999_999)).toBe('Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(numberInIndianWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('writes an invoice total, with its paise', () => {
    expect(rupeesInWords(12_050_000)).toBe('Rupees One Lakh Twenty Thousand Five Hundred Only');
    expect(rupeesInWords(105_050)).toBe('Rupees One Thousand Fifty and Fifty Paise Only');
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paise Only');
  });
});
