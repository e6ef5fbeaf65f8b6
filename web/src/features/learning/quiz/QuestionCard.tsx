import type { LearnerQuiz } from '@academy/contracts';
import { Split } from '@academy/ui-kit';
import textStyles from '../../../shared/text.module.css';
import styles from './quiz.module.css';

type Question = LearnerQuiz['questions'][number];

interface Props {
  question: Question;
  number: number;
  selected: number | undefined;
  locked: boolean;
  onSelect: (optionId: number) => void;
}

/**
 * One question: its options are native radio buttons drawn as selectable tiles, so the group has one
 * tab stop and arrow keys move the choice, as a radio group should.
 */
export function QuestionCard({ question, number, selected, locked, onSelect }: Props) {
  return (
    <fieldset className={styles.question} disabled={locked}>
      <legend className={styles.questionText}>
        <span className={textStyles.mutedColor}>{number}.</span> {question.text}
      </legend>
      <Split columns="1fr 1fr" from="40rem" gap="2" align="stretch" className={styles.options}>
        {question.options.map((option) => (
          <label key={option.id} className={styles.option}>
            <input
              type="radio"
              className={styles.optionInput}
              name={`question-${question.id}`}
              value={option.id}
              checked={option.id === selected}
              onChange={() => onSelect(option.id)}
            />
            <span>{option.text}</span>
          </label>
        ))}
      </Split>
    </fieldset>
  );
}
