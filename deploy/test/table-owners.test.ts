import { join } from 'node:path';
import { getTableName } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../local/settings.ts';
import {
  type Declarations,
  KIT_MECHANISM_TABLES,
  readDeclarations,
  readWrites,
  tablesWithTwoWriters,
  type Write,
  writesIn,
} from './table-writers.ts';

// Every fact has one owning service; the others keep copies of their own, fed by its events. What
// counts as one table is said in table-writers.ts.
let declarations: Declarations;
let writes: Write[];
beforeAll(async () => {
  declarations = await readDeclarations();
  writes = readWrites(declarations);
}, 60_000);

const names = (service: string) =>
  [
    ...new Set(writes.filter((write) => write.service === service).map(({ table }) => getTableName(table))),
  ].sort();

describe('every table', () => {
  it('is written by one service only: the one whose schema declares it', () => {
    expect(tablesWithTwoWriters(declarations, writes)).toEqual([]);
  });

  it('is found where it is written, through drizzle, a kit helper or SQL', () => {
    // The reading finds writes of each kind; a reading that found nothing would pass the test above.
    expect(names('auth')).toEqual(
      expect.arrayContaining(['users', 'billing_cycles', 'subscription_renewals']),
    );
    expect(names('orders')).toEqual(
      expect.arrayContaining(['chosen_billing_cycles', 'owned_courses', 'buyers']),
    );
    expect(names('support')).toEqual(expect.arrayContaining(['learners', 'support_messages']));
    expect(names('cart')).toEqual(expect.arrayContaining(['owned_courses', 'cart_items']));
    expect(names('learning')).toEqual(expect.arrayContaining(['saved_answers', 'started_attempts']));
    expect(names('bff')).toEqual([]);
  });

  it("fails naming the table and both services when a service writes another service's table", () => {
    const file = join(repoRoot, 'services', 'orders', 'src', 'commands', 'second-writer.ts');
    const source = [
      "import { users } from '../../../auth/src/db/schema.ts';",
      "import * as cart from '../../../cart/src/db/schema.ts';",
      'await tx.update(users).set({ language: "French" });',
      'await tx.delete(cart.cartItems);',
      'await tx.execute(sql`INSERT INTO subscription_renewals (subscription_id) VALUES ($1)`);',
    ].join('\n');
    expect(tablesWithTwoWriters(declarations, writesIn(file, source, 'orders', declarations))).toEqual([
      'table users belongs to auth, and orders writes it too (services/orders/src/commands/second-writer.ts:3)',
      'table cart_items belongs to cart, and orders writes it too (services/orders/src/commands/second-writer.ts:4)',
      'table subscription_renewals belongs to auth, and orders writes it too (services/orders/src/commands/second-writer.ts:5)',
    ]);
    // Its own table of the same name as another service's is its own copy.
    const own = writesIn(file, 'await tx.execute(sql`DELETE FROM owned_courses`);', 'orders', declarations);
    expect(own.map(({ table }) => declarations.owner.get(table))).toEqual(['orders']);
    expect(tablesWithTwoWriters(declarations, own)).toEqual([]);
  });
});

describe('the kit', () => {
  it('declares no table of a domain fact, only its own machinery', () => {
    const kitTables = [...declarations.owner].filter(([, owner]) => owner === 'kit');
    expect(kitTables.map(([table]) => getTableName(table)).sort()).toEqual([...KIT_MECHANISM_TABLES].sort());
  });
});
