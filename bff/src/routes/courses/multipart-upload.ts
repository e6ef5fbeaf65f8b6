import { badRequest, HttpError } from '@academy/kit';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';

const MB = 1024 * 1024;

/** Largest file per upload field; the catalogue service checks the same limits and the real type. */
export const uploadLimits = {
  thumbnail: { label: 'thumbnail', maxBytes: 5 * MB },
  document: { label: 'document', maxBytes: 50 * MB },
  video: { label: 'video', maxBytes: 500 * MB },
  captions: { label: 'captions file', maxBytes: 1 * MB },
  lecture: { label: 'lecture', maxBytes: 500 * MB },
} as const;

type UploadField = keyof typeof uploadLimits;

const textFields = (file: MultipartFile) => {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const part = Array.isArray(value) ? value[0] : value;
    if (part && part.type === 'field') fields[name] = String(part.value);
  }
  return fields;
};

const fieldError = (schema: TObject, value: unknown) => {
  const [first] = Value.Errors(schema, value);
  if (!first) return undefined;
  const missing = 'requiredProperties' in first.params ? first.params.requiredProperties : undefined;
  if (missing) return `${missing.join(', ')} is required (send text fields before the file)`;
  return `${first.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'form'} ${first.message}`;
};

/**
 * Reads a multipart form whose text fields come before its one file: the fields are validated
 * against `fields`, and the file is handed over as a stream (never buffered) for `forward` to send
 * on. A file cut short by the size limit becomes a 413.
 */
export const forwardUpload = async <S extends TObject, T>(
  request: FastifyRequest,
  options: { field: UploadField; fields: S },
  forward: (fields: Static<S>, file: MultipartFile['file']) => Promise<T>,
): Promise<T> => {
  const { label, maxBytes } = uploadLimits[options.field];
  if (!request.isMultipart()) {
    throw badRequest(`Send multipart/form-data with the ${label} in the field ${options.field}`);
  }
  // One byte over the limit: a file cut off here still reaches the service larger than it accepts,
  // so the service refuses it (413) instead of storing a truncated file.
  const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
  if (!file || file.fieldname !== options.field) throw badRequest(`${options.field} is required`);
  const fields = Value.Convert(options.fields, textFields(file));
  const problem = fieldError(options.fields, fields);
  if (problem) throw badRequest(problem, 'VALIDATION');
  try {
    return await forward(fields as Static<S>, file.file);
  } catch (error) {
    if (file.file.truncated) {
      throw new HttpError(413, `The ${label} is larger than ${maxBytes / MB} MB`, 'FILE_TOO_LARGE');
    }
    throw error;
  }
};
