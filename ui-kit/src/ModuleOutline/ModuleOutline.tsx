import styles from './ModuleOutline.module.css';

export interface OutlineModule {
  id: number | string;
  title: string;
  documents: number;
  videos: number;
  quizzes: number;
}

export interface ModuleOutlineProps {
  modules: OutlineModule[];
  /** Names the list for assistive technology. @default 'Course modules' */
  label?: string;
}

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

/** A course's modules in order, each with how many documents, videos and quizzes it holds. */
export function ModuleOutline({ modules, label = 'Course modules' }: ModuleOutlineProps) {
  return (
    <ol className={styles.outline} aria-label={label}>
      {modules.map((module, index) => (
        <li key={module.id} className={styles.module}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.text}>
            <span className={styles.title}>{module.title}</span>
            <span className={styles.counts}>
              {[
                count(module.documents, 'document', 'documents'),
                count(module.videos, 'video', 'videos'),
                count(module.quizzes, 'quiz', 'quizzes'),
              ].join(' · ')}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
