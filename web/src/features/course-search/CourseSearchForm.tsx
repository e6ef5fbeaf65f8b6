import { Button, Grid, Group, Select, Stack, TextField } from '@academy/ui-kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './course-search.module.css';
import {
  ANY,
  categoryOptions,
  LENGTH_OPTIONS,
  LEVEL_OPTIONS,
  PRICE_OPTIONS,
  sortOptions,
  translated,
} from './filter-options.ts';
import type { CourseSearchState } from './search-params.ts';
import '../../shared/i18n/en-screens/course-search.ts';

export interface CourseSearchFormProps {
  state: CourseSearchState;
  categories: readonly string[];
  /** A new search, filter or sort: the page puts it in the URL. */
  onChange: (change: Partial<Omit<CourseSearchState, 'page'>>) => void;
}

const chosen = <T extends string>(value: string) => (value === ANY ? undefined : (value as T));

/** The search box (sent with Enter or Search) and the filters and sort (applied when chosen). */
export function CourseSearchForm({ state, categories, onChange }: CourseSearchFormProps) {
  const { t } = useTranslation();
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
    <Stack className={styles.controls}>
      <search>
        <Group as="form" gap="3" align="end" wrap={false} className={styles.searchRow} onSubmit={submit}>
          <TextField
            label={t('courseSearch.searchCourses')}
            type="search"
            name="q"
            value={text}
            maxLength={100}
            placeholder={t('courseSearch.titleTopicOrLessonE')}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t('courseSearch.search')}</Button>
        </Group>
      </search>
      <Grid minItemWidth="10rem" gap="3">
        <Select
          label={t('courseSearch.category')}
          options={categoryOptions(
            state.category && !categories.includes(state.category)
              ? [...categories, state.category]
              : categories,
          )}
          value={state.category ?? ANY}
          onValueChange={(value) => onChange({ category: chosen(value) })}
        />
        <Select
          label={t('courseSearch.level')}
          options={translated(LEVEL_OPTIONS)}
          value={state.level ?? ANY}
          onValueChange={(value) => onChange({ level: chosen(value) })}
        />
        <Select
          label={t('courseSearch.price')}
          options={translated(PRICE_OPTIONS)}
          value={state.price ?? ANY}
          onValueChange={(value) => onChange({ price: chosen(value) })}
        />
        <Select
          label={t('courseSearch.length')}
          options={translated(LENGTH_OPTIONS)}
          value={state.length ?? ANY}
          onValueChange={(value) => onChange({ length: chosen(value) })}
        />
        <Select
          label={t('courseSearch.sortBy')}
          options={translated(sortOptions(searching))}
          value={state.sort ?? (searching ? 'relevance' : 'popular')}
          onValueChange={(value) => onChange({ sort: chosen(value) })}
        />
      </Grid>
    </Stack>
  );
}
