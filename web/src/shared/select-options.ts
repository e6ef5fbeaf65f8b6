/** Select options for values that read well as they are: each value is its own label. */
export const selfLabelled = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
