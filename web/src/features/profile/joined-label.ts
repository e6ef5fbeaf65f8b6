const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Joined November 2025'. */
export function joinedLabel(createdAt: string): string {
  return `Joined ${monthYear.format(new Date(createdAt))}`;
}
