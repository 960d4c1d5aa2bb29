/** Money is pounds (or euros) with 2 decimals at the edges and integer pence inside. */

export const toPence = (amount: number): number => Math.round(amount * 100);
export const toPounds = (pence: number): number => pence / 100;

/** Round half up (away from zero for positives) to a whole number of pence. */
export const roundPence = (pence: number): number => Math.sign(pence) * Math.round(Math.abs(pence) + 1e-9);

/** Rounds to 2 decimal places (whole pennies or cents for money; hundredths for percentages). */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
