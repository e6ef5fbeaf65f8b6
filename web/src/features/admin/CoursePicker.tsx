import { Badge, Button, Group, IconButton, Stack, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../shared/form.module.css';
import textStyles from '../../shared/text.module.css';
import { useAdminCoursesQuery } from '../admin-courses/adminCoursesApi.ts';
import styles from './CoursePicker.module.css';
import { coursesMatching } from './coupon-form.ts';

/**
 * Picks the courses a coupon is for: typing part of a title lists the matching courses to add; the
 * picked ones show as chips that can be removed. None picked: the coupon is for every course.
 */
export function CoursePicker({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const { data: courses = [], isLoading } = useAdminCoursesQuery();
  const [search, setSearch] = useState('');
  const matches = coursesMatching(courses, search, value);
  const titleOf = (id: number) =>
    courses.find((course) => course.id === id)?.title ?? t('adminCoupons.courseNumber', { id });
  return (
    <fieldset className={`${formStyles.fieldset} ${styles.coursePicker}`}>
      <legend className={formStyles.legend}>{t('adminCoupons.coursesOptional')}</legend>
      <Stack gap="2">
        <TextField
          label={t('adminCoupons.searchCourses')}
          hint={value.length === 0 ? t('adminCoupons.emptyEveryCourse') : undefined}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {search.trim() ? (
          <Stack
            as="ul"
            gap="1"
            align="start"
            className={styles.pickerMatches}
            aria-label={t('adminCoupons.matchingCourses')}
          >
            {isLoading ? <li>{t('adminCoupons.loadingCourses')}</li> : null}
            {!isLoading && matches.length === 0 ? (
              <li>{t('adminCoupons.noCourseMatches', { search: search.trim() })}</li>
            ) : null}
            {matches.map((course) => (
              <li key={course.id}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className={styles.pickerMatch}
                  aria-label={t('adminCoupons.addCourse', { title: course.title })}
                  onClick={() => {
                    onChange([...value, course.id]);
                    setSearch('');
                  }}
                >
                  {/* One span: the title and its code wrap as one line of text. */}
                  <span>
                    {course.title}
                    {course.courseCode ? (
                      <span className={textStyles.mutedColor}> · {course.courseCode}</span>
                    ) : null}
                  </span>
                </Button>
              </li>
            ))}
          </Stack>
        ) : null}
        {value.length > 0 ? (
          <Group gap="2" as="ul" aria-label={t('adminCoupons.chosenCourses')}>
            {value.map((id) => (
              <li key={id}>
                <Badge tone="brand">
                  {titleOf(id)}
                  <IconButton
                    size="sm"
                    label={t('adminCoupons.removeCourse', { title: titleOf(id) })}
                    icon={<span aria-hidden="true">×</span>}
                    onClick={() => onChange(value.filter((chosen) => chosen !== id))}
                  />
                </Badge>
              </li>
            ))}
          </Group>
        ) : null}
      </Stack>
    </fieldset>
  );
}
