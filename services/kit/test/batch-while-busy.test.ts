import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { batchWhileBusy } from '../src/batch-while-busy.ts';

/** A statement stand-in that answers each input doubled when released, and records the batches it got. */
const heldStatement = () => {
  const batches: number[][] = [];
  const held: (() => void)[] = [];
  const run = (inputs: number[]) => {
    batches.push(inputs);
    return new Promise<number[]>((resolve, reject) => {
      held.push(() =>
        inputs.includes(13) && inputs.length > 1
          ? reject(new Error('unlucky batch'))
          : resolve(inputs.map((input) => input * 2)),
      );
    });
  };
  const releaseAll = async () => {
    while (held.length > 0) {
      held.shift()!();
      await setImmediate();
    }
  };
  return { run, batches, releaseAll };
};

describe('batchWhileBusy', () => {
  it('runs a call at once and alone while fewer than `concurrency` batches run', async () => {
    const statement = heldStatement();
    const call = batchWhileBusy({ run: statement.run, keyOf: String, concurrency: 2, maxBatch: 10 });
    const replies = [call(1), call(2)];
    expect(statement.batches).toEqual([[1], [2]]);
    await statement.releaseAll();
    expect(await Promise.all(replies)).toEqual([2, 4]);
  });

  it('sends the calls that queued while busy as one batch, each answered with its own output', async () => {
    const statement = heldStatement();
    const call = batchWhileBusy({ run: statement.run, keyOf: String, concurrency: 1, maxBatch: 3 });
    const replies = [1, 2, 3, 4, 5, 6].map(call);
    expect(statement.batches).toEqual([[1]]);
    await statement.releaseAll();
    expect(statement.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(await Promise.all(replies)).toEqual([2, 4, 6, 8, 10, 12]);
  });

  it('puts calls alike in one batch when no key is given', async () => {
    const statement = heldStatement();
    const call = batchWhileBusy({ run: statement.run, concurrency: 1, maxBatch: 10 });
    const replies = [1, 1, 2, 1].map(call);
    await statement.releaseAll();
    expect(statement.batches).toEqual([[1], [1, 2, 1]]);
    expect(await Promise.all(replies)).toEqual([2, 2, 4, 2]);
  });

  it('puts one call per key in a batch, the others in later ones in the order they came', async () => {
    const statement = heldStatement();
    const call = batchWhileBusy({
      run: statement.run,
      keyOf: (input) => String(input % 10),
      concurrency: 1,
      maxBatch: 10,
    });
    const replies = [1, 11, 21, 2, 12].map(call);
    await statement.releaseAll();
    expect(statement.batches).toEqual([[1], [11, 2], [21, 12]]);
    expect(await Promise.all(replies)).toEqual([2, 22, 42, 4, 24]);
  });

  it("runs each call of a failed batch alone, so that one call's failure is only its own", async () => {
    const statement = heldStatement();
    const call = batchWhileBusy({ run: statement.run, keyOf: String, concurrency: 1, maxBatch: 10 });
    const replies = [1, 12, 13, 14].map((input) => call(input).catch((error: Error) => error.message));
    await statement.releaseAll();
    expect(statement.batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    expect(await Promise.all(replies)).toEqual([2, 24, 26, 28]);
  });
});
