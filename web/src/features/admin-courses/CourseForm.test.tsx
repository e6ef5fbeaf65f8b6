import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../shared/i18n/i18n.ts';
import { CourseForm } from './CourseForm.tsx';
import { EMPTY_COURSE_FORM } from './course-form.ts';

const course = {
  ...EMPTY_COURSE_FORM,
  title: 'Memory Forensics',
  description: 'RAM images.',
  category: 'Forensics',
  createdBy: 'Ada',
  price: '999',
};

const renderForm = (initialValues = course) => {
  const onSubmit = vi.fn();
  render(
    <CourseForm
      initialValues={initialValues}
      currentThumbnailUrl="/api/v1/media/thumbnails/t.png"
      submitLabel="Save"
      busyText="Saving..."
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

describe('the course form', () => {
  it('shows the level the course has and sends the one the administrator chooses', async () => {
    const onSubmit = renderForm({ ...course, level: 'intermediate' });
    const level = screen.getByRole('combobox', { name: /^Level/ });
    expect(level.textContent).toBe('Intermediate');
    await userEvent.click(level);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Beginner',
      'Intermediate',
      'Advanced',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Advanced' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ level: 'advanced' }), null);
  });

  it('starts a new course at beginner', async () => {
    const onSubmit = renderForm();
    expect(screen.getByRole('combobox', { name: /^Level/ }).textContent).toBe('Beginner');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ level: 'beginner' }), null);
  });

  it('speaks Hindi while Hindi is on screen: its fields, levels and what is missing', async () => {
    await switchLanguage('hi');
    try {
      const onSubmit = renderForm({ ...EMPTY_COURSE_FORM, price: 'free' });
      expect(screen.getByRole('combobox', { name: /^स्तर/ }).textContent).toBe('शुरुआती');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: /^शीर्षक/ }).getAttribute('aria-invalid')).toBe('true');
      screen.getByText('शीर्षक लिखें');
      screen.getByText('कीमत रुपयों में लिखें, जैसे 9999');
    } finally {
      await switchLanguage('en');
    }
  });
});
