import { createHash, createHmac } from 'node:crypto';
import type { ObjectStoreConfig } from './object-store-config.ts';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const SIGNED_HEADERS = 'host;x-amz-content-sha256;x-amz-date';
const BUCKET_TIMEOUT_MS = 10_000;
/** A file of some MiB over a slow link. */
const OBJECT_TIMEOUT_MS = 120_000;

/** An object key as S3 wants it in a path: each segment percent-encoded, `!'()*` included. */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/**
 * A request on the bucket itself, or on one of its objects (path style, signed with AWS Signature Version 4).
 * A server's start and every readiness check need only these, and so does storing a file held in memory,
 * so minio (some 10 MiB of heap) is loaded only for streams, reads and listings.
 */
const signedRequest = (
  config: ObjectStoreConfig,
  request: { method: 'HEAD' | 'PUT'; key?: string; body?: string | Buffer; contentType?: string },
) => {
  const { method, body = '' } = request;
  const url = new URL(
    `/${config.S3_BUCKET}${request.key === undefined ? '' : `/${encodeKey(request.key)}`}`,
    config.S3_ENDPOINT,
  );
  const date = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = date.slice(0, 8);
  const payload = sha256(body);
  const canonicalRequest = [
    method,
    url.pathname,
    '',
    `host:${url.host}`,
    `x-amz-content-sha256:${payload}`,
    `x-amz-date:${date}`,
    '',
    SIGNED_HEADERS,
    payload,
  ].join('\n');
  const scope = `${day}/${config.S3_REGION}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${config.S3_SECRET_KEY}`, day), config.S3_REGION), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return fetch(url, {
    method,
    headers: {
      'x-amz-content-sha256': payload,
      'x-amz-date': date,
      authorization: `AWS4-HMAC-SHA256 Credential=${config.S3_ACCESS_KEY}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`,
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
    },
    ...(body.length > 0 ? { body } : {}),
    signal: AbortSignal.timeout(request.key === undefined ? BUCKET_TIMEOUT_MS : OBJECT_TIMEOUT_MS),
  });
};

const refused = (response: Response, config: ObjectStoreConfig) =>
  new Error(`The object store answered ${response.status} for bucket ${config.S3_BUCKET}`);

/** Whether the bucket exists: false when the store says it does not, an error when it refuses our keys. */
export const bucketExists = async (config: ObjectStoreConfig) => {
  const response = await signedRequest(config, { method: 'HEAD' });
  if (response.ok) return true;
  if (response.status === 404) return false;
  throw refused(response, config);
};

/** Creates the bucket in `S3_REGION` (us-east-1, S3's default, takes no location). */
export const createBucket = async (config: ObjectStoreConfig) => {
  const location =
    config.S3_REGION === 'us-east-1'
      ? ''
      : `<CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><LocationConstraint>${config.S3_REGION}</LocationConstraint></CreateBucketConfiguration>`;
  const response = await signedRequest(config, { method: 'PUT', body: location });
  await response.body?.cancel();
  if (!response.ok) throw refused(response, config);
};

/** Stores a file held in memory (one PUT of the object); any answer but 2xx is an error. */
export const putObject = async (
  config: ObjectStoreConfig,
  key: string,
  body: Buffer,
  contentType: string,
) => {
  const response = await signedRequest(config, { method: 'PUT', key, body, contentType });
  await response.body?.cancel();
  if (!response.ok)
    throw new Error(`The object store answered ${response.status} for ${key} in ${config.S3_BUCKET}`);
};
