/** Minor units to the major-unit number the web app shows (999900 → 9999); currencies here have 2 decimals. */
export const toMajorUnits = (minor: number) => minor / 100;
