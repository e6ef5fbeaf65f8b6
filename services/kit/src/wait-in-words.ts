/**
 * A wait as a refusal says it ("45 seconds", "2 minutes"), in English. Every service writes it alike because the web
 * app reads the number and the unit back to say the wait in the learner's language (`web/src/shared/i18n/messages.ts`).
 */
export const waitInWords = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
