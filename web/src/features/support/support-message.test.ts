import { describe, expect, it } from 'vitest';
import { supportMessageDraft } from './support-message.ts';

describe('supportMessageDraft', () => {
  it('sends the trimmed message', () => {
    expect(supportMessageDraft('  Hello support \n')).toEqual({ body: 'Hello support' });
    expect(supportMessageDraft('x'.repeat(2000))).toEqual({ body: 'x'.repeat(2000) });
  });

  it('refuses blank and over-long messages', () => {
    expect(supportMessageDraft(' \n ')).toEqual({ problem: 'support.writeAMessageFirst' });
    expect(supportMessageDraft('x'.repeat(2001))).toEqual({ problem: 'support.atMostCharacters' });
  });
});
