import type { DocumentItem } from '@academy/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testLearner as learner, storeSignedInAs } from '../../app/test-users.ts';
import { DocumentPanel } from './DocumentPanel.tsx';

const lesson: DocumentItem = {
  id: 7,
  title: 'Reading mail headers',
  moduleId: 3,
  courseId: 69,
  filePath: '/files/documents/reading-mail-headers.pdf',
};

/** The document's file answers as the server does: a PDF. */
function serveThePdf() {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
  );
}

/** Whether the browser shows a PDF inside a page (jsdom has no such property: it is given one). */
function browserShowsPdfs(shows: boolean) {
  Object.defineProperty(navigator, 'pdfViewerEnabled', { configurable: true, get: () => shows });
}

const renderPanel = () =>
  render(
    <Provider store={storeSignedInAs(learner)}>
      <DocumentPanel document={lesson} completed={false} />
    </Provider>,
  );

describe('a document lesson', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'pdfViewerEnabled');
  });

  it('is shown in a frame and may be marked complete once the frame has loaded', async () => {
    serveThePdf();
    browserShowsPdfs(true);
    renderPanel();
    const frame = await screen.findByTitle('Reading mail headers');
    const markComplete = screen.getByRole('button', { name: 'Mark as Complete' }) as HTMLButtonElement;
    expect(markComplete.disabled).toBe(true);
    fireEvent.load(frame);
    expect(markComplete.disabled).toBe(false);
  });

  it('offers the file to open where the browser shows no PDF inside a page, and may be marked complete', async () => {
    serveThePdf();
    browserShowsPdfs(false);
    renderPanel();
    const open = await screen.findByRole('link', { name: 'Open the document' });
    expect(open.getAttribute('href')).toBe(lesson.filePath);
    expect(screen.getByText('This browser cannot show the document inside the page')).toBeTruthy();
    expect(screen.queryByTitle('Reading mail headers')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark as Complete' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
