import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { itRendersEveryStoryAccessibly } from '../testing/itRendersEveryStoryAccessibly.tsx';
import * as gridStories from './Grid.stories.tsx';
import * as groupStories from './Group.stories.tsx';
import { Grid, Group, PageSection, Split, Stack } from './Layout.tsx';
import * as pageSectionStories from './PageSection.stories.tsx';
import * as splitStories from './Split.stories.tsx';
import * as stackStories from './Stack.stories.tsx';

const { AsList } = composeStories(stackStories);

// jsdom resolves var() but loads no tokens.css: give the steps these tests read a value.
beforeAll(() => {
  document.documentElement.style.setProperty('--space-2', '0.5rem');
  document.documentElement.style.setProperty('--space-4', '1rem');
  document.documentElement.style.setProperty('--space-6', '1.5rem');
});

describe('Stack', () => {
  itRendersEveryStoryAccessibly(stackStories);

  it('lays children in a column with a token gap, keeping the caller’s class and attributes', () => {
    render(
      <Stack gap="6" className="mine" aria-label="Modules" as="section">
        <p>one</p>
      </Stack>,
    );
    const stack = screen.getByRole('region', { name: 'Modules' });
    expect(stack.className.split(' ')).toEqual(['layout', 'stack', 'mine']);
    expect(stack.dataset.gap).toBe('6');
    expect(getComputedStyle(stack).flexDirection).toBe('column');
    expect(getComputedStyle(stack).gap).toBe('24px');
  });

  it('renders a list without bullets or indent', () => {
    render(<AsList />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(getComputedStyle(list).listStyle).toBe('none');
    expect(getComputedStyle(list).paddingLeft).toBe('0px');
  });
});

describe('Group', () => {
  itRendersEveryStoryAccessibly(groupStories);

  it('lays children in a wrapping, centred row by default', () => {
    render(<Group data-testid="group">x</Group>);
    const style = getComputedStyle(screen.getByTestId('group'));
    expect([style.flexDirection, style.flexWrap, style.alignItems, style.gap]).toEqual([
      'row',
      'wrap',
      'center',
      '8px',
    ]);
  });

  it('spreads children to the ends and can keep them on one line', () => {
    render(
      <Group data-testid="group" justify="between" wrap={false} align="start">
        x
      </Group>,
    );
    const style = getComputedStyle(screen.getByTestId('group'));
    expect([style.justifyContent, style.flexWrap, style.alignItems]).toEqual([
      'space-between',
      'nowrap',
      'flex-start',
    ]);
  });

  it('can set its lines closer than its items, and flow inside a line of text', () => {
    render(
      <Group data-testid="group" gap="4" rowGap="2" inline as="span">
        x
      </Group>,
    );
    const style = getComputedStyle(screen.getByTestId('group'));
    expect([style.display, style.columnGap, style.rowGap]).toEqual(['inline-flex', '16px', '8px']);
  });
});

describe('Grid', () => {
  itRendersEveryStoryAccessibly(gridStories);

  it('fits as many columns as its minimum item width allows', () => {
    render(<Grid data-testid="grid" minItemWidth="10rem" />);
    const grid = screen.getByTestId('grid');
    expect(grid.style.getPropertyValue('--grid-min-item-width')).toBe('10rem');
    expect(getComputedStyle(grid).gridTemplateColumns).toBe(
      'repeat(auto-fill, minmax(min(160px, 100%), 1fr))',
    );
  });

  it('can drop the columns no item fills, so the items share the row', () => {
    render(<Grid data-testid="grid" minItemWidth="10rem" fit />);
    expect(getComputedStyle(screen.getByTestId('grid')).gridTemplateColumns).toBe(
      'repeat(auto-fit, minmax(min(160px, 100%), 1fr))',
    );
  });

  it('takes a fixed number of equal columns', () => {
    render(<Grid data-testid="grid" columns={3} />);
    const grid = screen.getByTestId('grid');
    expect(grid.style.getPropertyValue('--grid-columns')).toBe('3');
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, minmax(0px, 1fr))');
  });
});

describe('Split', () => {
  itRendersEveryStoryAccessibly(splitStories);

  it('hands its columns and breakpoint to the stylesheet and aligns columns at the start', () => {
    render(<Split data-testid="split" columns="2fr 1fr" from="56rem" />);
    const split = screen.getByTestId('split');
    expect(split.style.getPropertyValue('--split-columns')).toBe('2fr 1fr');
    expect(split.dataset.from).toBe('56rem');
    const style = getComputedStyle(split);
    expect([style.display, style.alignItems, style.gap]).toEqual(['grid', 'flex-start', '24px']);
  });

  it('can set its rows closer than its columns', () => {
    render(<Split data-testid="split" columns="1fr 1fr" gap="6" rowGap="2" />);
    const style = getComputedStyle(screen.getByTestId('split'));
    expect([style.columnGap, style.rowGap]).toEqual(['24px', '8px']);
  });
});

describe('PageSection', () => {
  itRendersEveryStoryAccessibly(pageSectionStories);

  it('is a region named by its heading, the heading a step above the content', () => {
    render(
      <PageSection title="Course outline" className="mine">
        <p>Module 1</p>
      </PageSection>,
    );
    const section = screen.getByRole('region', { name: 'Course outline' });
    expect(section.tagName).toBe('SECTION');
    expect(section.className.split(' ')).toContain('mine');
    const heading = screen.getByRole('heading', { level: 2, name: 'Course outline' });
    expect(getComputedStyle(heading).marginBottom).toBe('16px');
    expect(heading.nextElementSibling?.textContent).toBe('Module 1');
  });

  it('takes a lower heading level and another element', () => {
    render(
      <PageSection title="Highlights" level={3} as="div">
        x
      </PageSection>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Highlights' });
    expect(heading.parentElement?.tagName).toBe('DIV');
  });
});
