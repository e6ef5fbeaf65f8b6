import { notFound } from '../errors.ts';

/** The first row a query returns, or a 404 with `message` when it returns none. */
export const firstOrNotFound = async <Row>(rows: PromiseLike<Row[]>, message: string): Promise<Row> => {
  const [row] = await rows;
  if (!row) throw notFound(message);
  return row;
};
