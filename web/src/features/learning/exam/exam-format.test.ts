import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../shared/i18n/i18n.ts';
import { extensionNotice, formatDuration, saveStatusText } from './exam-format.ts';

describe('the exam screen', () => {
  it('says how long the exam runs in words', () => {
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(1)).toBe('1 minute');
  });

  it('tells the learner how many minutes an administrator added', () => {
    expect(extensionNotice(15)).toBe('Your time was extended by 15 minutes');
    expect(extensionNotice(1)).toBe('Your time was extended by 1 minute');
    expect(extensionNotice(0)).toBeNull();
  });

  it('tells the learner where their answers are', () => {
    expect(saveStatusText('saving', null)).toBe('Saving...');
    expect(saveStatusText('saved', null)).toBe('Saved');
    expect(saveStatusText('offline', null)).toBe('Offline — answers kept on this device');
    expect(saveStatusText('refused', 'Time is up')).toBe('Time is up');
    expect(saveStatusText('refused', null)).toBe('Not saved');
    expect(saveStatusText('idle', null)).toBe('');
  });

  describe('in Hindi', () => {
    afterEach(() => switchLanguage('en'));

    it("says the length, the answers' safety and the extra time in Hindi", async () => {
      await switchLanguage('hi');
      expect(formatDuration(90)).toBe('1 घंटा 30 मिनट');
      expect(saveStatusText('saved', null)).toBe('सहेजा गया');
      expect(saveStatusText('offline', null)).toBe('ऑफ़लाइन — उत्तर इसी डिवाइस पर रखे गए हैं');
      expect(extensionNotice(15)).toBe('आपका समय 15 मिनट बढ़ा दिया गया');
      expect(saveStatusText('refused', 'Time is up for this attempt: answers can no longer be saved')).toBe(
        'इस प्रयास का समय समाप्त हो गया: उत्तर अब सहेजे नहीं जा सकते',
      );
    });
  });
});
