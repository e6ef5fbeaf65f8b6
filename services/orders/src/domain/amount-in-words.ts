const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('Ninety-Nine'); empty for 0. */
const belowHundred = (n: number) =>
  n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;

/** A whole number in the Indian system of crore, lakh and thousand, e.g. 1250000 → 'Twelve Lakh Fifty Thousand'. */
export const indianNumberInWords = (whole: number): string => {
  if (whole === 0) return 'Zero';
  const crore = Math.floor(whole / 10_000_000);
  const rest = whole % 10_000_000;
  const parts = [
    crore ? `${indianNumberInWords(crore)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000)
      ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand`
      : '',
    Math.floor((rest % 1000) / 100) ? `${ONES[Math.floor((rest % 1000) / 100)]} Hundred` : '',
    belowHundred(rest % 100),
  ];
  return parts.filter(Boolean).join(' ');
};

/** An amount in paise as Indian invoices spell it: 999950 → 'Rupees Nine Thousand Nine Hundred Ninety-Nine and Fifty Paise only'. */
export const rupeesInWords = (amountMinor: number) => {
  const paise = amountMinor % 100;
  const rupees = `Rupees ${indianNumberInWords(Math.floor(amountMinor / 100))}`;
  return `${rupees}${paise ? ` and ${belowHundred(paise)} Paise` : ''} only`;
};
