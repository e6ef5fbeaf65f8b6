import { Button, Select, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import styles from './course-search.module.css';
import {
  ANY,
  categoryOptions,
  LENGTH_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  sortOptions,
} from './filter-options.ts';
import type { CourseSearchState } from './search-params.ts';

export interface CourseSearchFormProps {
  state: CourseSearchState;
  categories: readonly string[];
  /** A new search, filter or sort: the page puts it in the URL. */
  onChange: (change: Partial<Omit<CourseSearchState, 'page'>>) => void;
}

const chosen = <T extends string>(value: string) => (value === ANY ? undefined : (value as T));

/** The search box (sent with Enter or Search) and the filters and sort (applied when chosen). */
export function CourseSearchForm({ state, categories, onChange }: CourseSearchFormProps) {
  const [text, setText] = useState(state.q);
  // Back and Forward change the URL's text: the box follows it.
  const [shown, setShown] = useState(state.q);
  if (shown !== state.q) {
    setShown(state.q);
    setText(state.q);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim() });
  };
  const searching = Boolean(state.q);
  return (
    <div className={styles.controls}>
      <search>
        <form className={styles.searchRow} onSubmit={submit}>
          <TextField
            label="Search courses"
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder="Title, topic or lesson, e.g. email headers"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      <div className={styles.filters}>
        <Select
          label="Category"
          options={categoryOptions(
            state.category && !categories.includes(state.category)
              ? [...categories, state.category]
              : categories,
          )}
          value={state.category ?? ANY}
          onValueChange={(value) => onChange({ category: chosen(value) })}
        />
        <Select
          label="Level"
          options={LEVEL_OPTIONS}
          value={state.level ?? ANY}
          onValueChange={(value) => onChange({ level: chosen(value) })}
        />
        <Select
          label="Price"
          options={PRICE_OPTIONS}
          value={state.price ?? ANY}
          onValueChange={(value) => onChange({ price: chosen(value) })}
        />
        <Select
          label="Length"
          options={LENGTH_OPTIONS}
          value={state.length ?? ANY}
          onValueChange={(value) => onChange({ length: chosen(value) })}
        />
        <Select
          label="Sort by"
          options={sortOptions(searching)}
          value={state.sort ?? (searching ? 'relevance' : 'popular')}
          onValueChange={(value) => onChange({ sort: chosen(value) })}
        />
      </div>
    </div>
  );
}
