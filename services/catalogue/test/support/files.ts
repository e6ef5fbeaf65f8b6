import { readFileSync } from 'node:fs';

const asset = (name: string) => readFileSync(new URL(`../../src/seed/assets/${name}`, import.meta.url));

/** Real files of each accepted kind, and impostors. */
export const files = {
  png: asset('thumbnail-40.png'),
  mp4: asset('lesson.mp4'),
  vtt: asset('lesson.vtt'),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  script: Buffer.from('#!/bin/sh\necho "not an image"\nrm -rf /tmp/nothing\n'),
};

export const octet = { 'content-type': 'application/octet-stream' };
