/** A course id from a path or query value: a positive whole number, else undefined (course not found). */
export function parseCourseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}
