import {
  checkPdf,
  type Detector,
  detectBinary,
  detectWebVtt,
  type FileCheck,
  reencodeImage,
} from '@academy/kit';

const MB = 1024 * 1024;

export interface UploadKind {
  /** Named in error messages ("The thumbnail is larger than 5 MB"). */
  name: string;
  detect: Detector;
  maxBytes: number;
  /** Parsed before it is stored: images re-encoded (pixel limit), PDFs opened. */
  check?: FileCheck;
}

/** What each upload may be, judged by content, and how large it may grow. */
export const uploadKinds = {
  thumbnail: {
    name: 'thumbnail',
    detect: detectBinary('image/png', 'image/jpeg', 'image/webp'),
    maxBytes: 5 * MB,
    check: reencodeImage(),
  },
  document: { name: 'document', detect: detectBinary('application/pdf'), maxBytes: 50 * MB, check: checkPdf },
  video: { name: 'video', detect: detectBinary('video/mp4', 'video/webm'), maxBytes: 500 * MB },
  captions: { name: 'captions', detect: detectWebVtt, maxBytes: 1 * MB },
  /** A lecture is a PDF or a video; a PDF lecture keeps the document limit (checked after upload). */
  lecture: {
    name: 'lecture',
    detect: detectBinary('application/pdf', 'video/mp4', 'video/webm'),
    maxBytes: 500 * MB,
    check: checkPdf,
  },
} satisfies Record<string, UploadKind>;

export const PDF_LECTURE_MAX_BYTES = uploadKinds.document.maxBytes;
