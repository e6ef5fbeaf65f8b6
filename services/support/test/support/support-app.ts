import { randomUUID } from 'node:crypto';
import { auth } from '@academy/contracts';
import { eventually, startServiceUnderTest } from '@academy/kit/testing';
import { buildApp } from '../../src/app.ts';
import { ConfigSchema } from '../../src/config.ts';

/** A support service on a fresh database and subject prefix, with tokens for any user. */
export const startSupport = async (label: string) => {
  const service = await startServiceUnderTest({ label, configSchema: ConfigSchema, buildApp });
  const { query, publisher, tokenFor } = service;

  /**
   * Registers an account as auth announces it and waits until support's copy holds it; returns the
   * learner's id and the headers that sign them in.
   */
  const seedLearner = async (fullName: string, email: string) => {
    const id = randomUUID();
    await publisher.publish(auth.userRegistered, {
      userId: id,
      fullName,
      email,
      role: 'USER',
      category: null,
    });
    await eventually(async () => {
      const [found] = await query('SELECT 1 FROM learners WHERE user_id = $1', [id]);
      if (!found) throw new Error('learner not received yet');
    });
    return { id, headers: { authorization: tokenFor(id) } };
  };

  return { ...service, seedLearner };
};

export { eventually } from '@academy/kit/testing';
