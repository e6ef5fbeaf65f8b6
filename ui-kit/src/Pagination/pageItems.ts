export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last page and the pages next to the current one, with
 * a gap wherever numbers are skipped. 1 of 10 → [1, 2, 'gap', 10]; 5 of 10 → [1, 'gap', 4, 5, 6, 'gap', 10].
 */
export function pageItems(page: number, pageCount: number): PageItem[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, n] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}
