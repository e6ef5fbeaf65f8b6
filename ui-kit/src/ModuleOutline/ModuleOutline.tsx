import { useKitText } from '../text/KitText.tsx';
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
  /** Names the list for assistive technology. @default the kit's text `courseModules` ('Course modules') */
  label?: string;
}

/** A course's modules in order, each with how many documents, videos and quizzes it holds. */
export function ModuleOutline({ modules, label }: ModuleOutlineProps) {
  const text = useKitText();
  return (
    <ol className={styles.outline} aria-label={label ?? text.courseModules}>
      {modules.map((module, index) => (
        <li key={module.id} className={styles.module}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.text}>
            <span className={styles.title}>{module.title}</span>
            <span className={styles.counts}>
              {text.moduleCounts(module.documents, module.videos, module.quizzes)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
