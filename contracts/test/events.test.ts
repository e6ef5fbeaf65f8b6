import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { EventEnvelope, eventCatalogue } from '../src/events/index.ts';

describe('event catalogue', () => {
  it.each(eventCatalogue.map((e) => [e.subject, e] as const))(
    '%s: its example satisfies its schema',
    (_, event) => {
      expect([...Value.Errors(event.schema, event.example)]).toEqual([]);
    },
  );

  it('names every subject <context>.<aggregate>.<past-verb>.v<N>, once', () => {
    const subjects = eventCatalogue.map((e) => e.subject);
    for (const subject of subjects) expect(subject).toMatch(/^[a-z]+\.[a-z]+\.[a-z]+\.v\d+$/);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('rejects a payload with a missing or mistyped field', () => {
    const [registered] = eventCatalogue;
    const { email: _, ...withoutEmail } = registered.example;
    expect(Value.Check(registered.schema, withoutEmail)).toBe(false);
    expect(Value.Check(registered.schema, { ...registered.example, userId: 'not-a-uuid' })).toBe(false);
  });

  it('wraps payloads in an envelope with id, subject and time', () => {
    const envelope = {
      id: '6f2c1e4a-9b7d-4c3e-8a1f-2b3c4d5e6f70',
      subject: 'auth.user.registered.v1',
      occurredAt: new Date().toISOString(),
      correlationId: 'req-1',
      data: eventCatalogue[0].example,
    };
    expect(Value.Check(EventEnvelope, envelope)).toBe(true);
    expect(Value.Check(EventEnvelope, { ...envelope, occurredAt: 'yesterday' })).toBe(false);
  });
});
