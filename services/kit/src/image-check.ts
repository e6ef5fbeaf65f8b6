import { HttpError } from './errors.ts';
import type { FileCheck } from './upload.ts';

/** Enough for a phone camera's photo (about 6000 × 4000); far below what a decompression bomb declares. */
export const DEFAULT_MAX_PIXELS = 25_000_000;

const OUTPUT = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

/**
 * Decodes an image and encodes it again in its own format, so only pixels are stored: whatever rode
 * along in the file (a script after the JPEG's end, metadata, a second format's bytes) is gone. The
 * declared size is checked before any pixel is decoded: an image of more than `maxPixels` (a
 * decompression bomb: a small file that claims 20000 × 20000) is a 400, like one that cannot be decoded.
 */
export const reencodeImage =
  (maxPixels = DEFAULT_MAX_PIXELS): FileCheck =>
  async (file, type, kind) => {
    const format = OUTPUT[type.mime as keyof typeof OUTPUT];
    if (!format) throw new Error(`no encoder for ${type.mime}`);
    const output = `${file}.reencoded`;
    // Loaded on first use: only the services that take images carry libvips.
    const { default: sharp } = await import('sharp');
    try {
      await sharp(file, { limitInputPixels: maxPixels, failOn: 'error', animated: format === 'gif' })
        .autoOrient()
        .toFormat(format)
        .toFile(output);
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) {
        throw new HttpError(
          400,
          `The ${kind} has more than ${maxPixels / 1_000_000} million pixels`,
          'IMAGE_TOO_LARGE',
        );
      }
      throw new HttpError(400, `The ${kind} is not a readable image`, 'INVALID_IMAGE');
    }
    return output;
  };
