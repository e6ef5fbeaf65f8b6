/** '3 hours', '1 hour 30 minutes', '1 minute': how long a timed quiz runs, in words. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (hours === 0) return unit(rest, 'minute');
  return rest === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

/** What the learner reads about their answers' safety. */
export function saveStatusText(
  status: 'idle' | 'saving' | 'saved' | 'offline' | 'refused',
  refusal: string | null,
) {
  switch (status) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'offline':
      return 'Offline — answers kept on this device';
    case 'refused':
      return refusal ?? 'Not saved';
    default:
      return '';
  }
}

/** The questions in the order the attempt shows them, each with its options in the attempt's order. */
export function inAttemptOrder<Q extends { id: number; options: { id: number }[] }>(
  questions: readonly Q[],
  order: readonly { questionId: number; optionIds: number[] }[],
): Q[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return order.flatMap(({ questionId, optionIds }) => {
    const question = byId.get(questionId);
    if (!question) return [];
    const options = new Map(question.options.map((o) => [o.id, o]));
    const ordered = optionIds.flatMap((id) => {
      const option = options.get(id);
      return option ? [option] : [];
    });
    return [
      { ...question, options: ordered.length === question.options.length ? ordered : question.options },
    ];
  });
}
