/** The first letter of each of the first two words of a name, upper-cased: 'ada king lovelace' → 'AK'. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
}
