export const x: number = 1;
