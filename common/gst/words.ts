const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0..99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

/** 0..999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/**
 * A whole number in words in the Indian system (thousand, lakh, crore), as an invoice writes
 * amounts: 120500 → 'One Lakh Twenty Thousand Five Hundred'; 0 → 'Zero'. Crores above 99 keep
 * counting in the same system ('One Hundred Crore').
 */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [crore > 0 ? `${numberInIndianWords(crore)} Crore` : '', lakh > 0 ? `${belowHundred(lakh)} Lakh` : '', thousand > 0 ? `${belowHundred(thousand)} Thousand` : '', belowThousand(rest)]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees One Lakh Twenty Thousand Five Hundred Only'; with paise, '… and Fifty Paise Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest > 0 ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
