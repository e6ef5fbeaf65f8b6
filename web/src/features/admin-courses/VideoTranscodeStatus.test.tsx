import type { TranscodeStatus } from '@academy/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoTranscodeStatus } from './VideoTranscodeStatus.tsx';

const job = (fields: Partial<TranscodeStatus>): TranscodeStatus => ({
  contentId: 7,
  state: 'queued',
  percent: 0,
  error: null,
  ...fields,
});

describe('a video conversion for streaming, as the content list shows it', () => {
  it('says nothing for a video without a conversion (the demo videos)', () => {
    const { container } = render(<VideoTranscodeStatus job={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a waiting one, a running one as a bar at its percent, and a ready one', () => {
    const { rerender } = render(<VideoTranscodeStatus job={job({ state: 'queued' })} />);
    expect(screen.getByText('Waiting to convert').textContent).toBe('Waiting to convert');
    rerender(<VideoTranscodeStatus job={job({ state: 'running', percent: 42 })} />);
    const bar = screen.getByRole('progressbar', { name: 'Converting for streaming' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    rerender(<VideoTranscodeStatus job={job({ state: 'ready', percent: 100 })} />);
    expect(screen.getByText('Streaming ready').textContent).toBe('Streaming ready');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a failed one with the reason the catalogue gave', () => {
    const error = 'The video could not be read: Invalid data found when processing input';
    render(<VideoTranscodeStatus job={job({ state: 'failed', error })} />);
    expect(screen.getByText('Conversion failed').textContent).toBe('Conversion failed');
    expect(screen.getByText(error).textContent).toBe(error);
  });
});
