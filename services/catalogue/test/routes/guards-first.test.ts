import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, startCatalogue } from '../support/catalogue-app.ts';

/** A service's guards decide before validation too: an invalid request tells a stranger nothing. */
describe("the catalogue's guards", () => {
  let c: Catalogue;
  beforeAll(async () => {
    c = await startCatalogue('catalogue_guards_first');
  });
  afterAll(async () => c?.close());

  const updateWithJunk = (headers: Record<string, string>) =>
    c.app.inject({
      method: 'PUT',
      url: '/courses/not-a-number',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{"title":',
    });

  it('answer a caller without a token 401 and a learner 403 on an admin route, whatever they send', async () => {
    expect((await updateWithJunk({})).statusCode).toBe(401);
    expect((await updateWithJunk(c.auth(c.userToken))).statusCode).toBe(403);
    expect((await updateWithJunk(c.auth(c.adminToken))).statusCode).toBe(400);
  });

  it('answer a caller without a token 401 on a signed-in route with an invalid path', async () => {
    const details = await c.app.inject({ url: '/courses/not-a-number/details' });
    expect(details.statusCode).toBe(401);
  });
});
