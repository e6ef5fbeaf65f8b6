import type { LearnerQuiz } from '@academy/contracts';
import { type KeyboardEvent, useRef } from 'react';
import styles from './quiz.module.css';

type Question = LearnerQuiz['questions'][number];

interface Props {
  question: Question;
  number: number;
  selected: number | undefined;
  locked: boolean;
  onSelect: (optionId: number) => void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft']);

/** One question as a radio group of option buttons: one tab stop, arrow keys move and choose. */
export function QuestionCard({ question, number, selected, locked, onSelect }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const headingId = `question-${question.id}`;
  const focusIndex = Math.max(
    question.options.findIndex((option) => option.id === selected),
    0,
  );
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (step === 0 || locked) return;
    event.preventDefault();
    const next = (index + step + question.options.length) % question.options.length;
    onSelect(question.options[next]!.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className={styles.question}>
      <p id={headingId} className={styles.questionText}>
        <span className={styles.questionNumber}>{number}.</span> {question.text}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-disabled={locked || undefined}
        className={styles.options}
      >
        {question.options.map((option, index) => {
          const checked = option.id === selected;
          return (
            <button
              key={option.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === focusIndex ? 0 : -1}
              disabled={locked}
              className={styles.option}
              onClick={() => onSelect(option.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.optionMark} aria-hidden="true" />
              {option.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
