import { readFileSync } from 'node:fs';
import { renderLessonPdf } from '../../src/seed/document-pdf.ts';

const asset = (name: string) => readFileSync(new URL(`../../src/seed/assets/${name}`, import.meta.url));

/** Real files of each accepted kind, and impostors. */
export const files = {
  png: asset('thumbnail-40.png'),
  mp4: asset('lesson.mp4'),
  vtt: asset('lesson.vtt'),
  /** A real PDF, made as the demo's documents are. */
  pdf: await renderLessonPdf({
    course: 'Network Forensics',
    title: 'Reading',
    paragraphs: ['Packets and flows.'],
  }),
  /** Starts like a PDF and is not one: a page of script behind the header. */
  fakePdf: Buffer.from('%PDF-1.7\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n'),
  script: Buffer.from('#!/bin/sh\necho "not an image"\nrm -rf /tmp/nothing\n'),
};

export const octet = { 'content-type': 'application/octet-stream' };
