import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { signV4 } from 'minio/dist/esm/signing.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketExists, createBucket, putObject } from '../src/bucket-check.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
/**
 * A stand-in store that records each request: bucket `present` exists, `refused` and its objects are
 * forbidden, other buckets are missing; a PUT elsewhere succeeds.
 */
const received: Received[] = [];
const store = createServer(async (request, response) => {
  received.push({
    method: String(request.method),
    url: String(request.url),
    headers: request.headers,
    body: await text(request),
  });
  response.statusCode = request.url?.startsWith('/refused')
    ? 403
    : request.url === '/present' || request.method === 'PUT'
      ? 200
      : 404;
  response.end();
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => store.close(resolve)));

const ACCESS_KEY = 'AKIAIOSFODNN7EXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const config = (bucket: string, region = 'eu-central-1') => ({
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY: ACCESS_KEY,
  S3_SECRET_KEY: SECRET_KEY,
  S3_BUCKET: bucket,
  S3_REGION: region,
});

/** The Authorization minio would send for this request (its own AWS Signature Version 4 signer). */
const minioSignature = (request: Received, region: string) => {
  const date = String(request.headers['x-amz-date']);
  const signedAt = new Date(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const payload = String(request.headers['x-amz-content-sha256']);
  const headers = { host: String(request.headers.host), 'x-amz-content-sha256': payload, 'x-amz-date': date };
  return signV4(
    { protocol: 'http:', method: request.method, path: request.url, headers },
    ACCESS_KEY,
    SECRET_KEY,
    region,
    signedAt,
    payload,
  );
};

describe('the bucket requests a server makes without minio', () => {
  it('asks HEAD /<bucket>, signed as minio signs it', async () => {
    expect(await bucketExists(config('present'))).toBe(true);
    const request = received.at(-1)!;
    expect([request.method, request.url]).toEqual(['HEAD', '/present']);
    expect(request.headers.authorization).toBe(minioSignature(request, 'eu-central-1'));
  });

  it('is false for a bucket the store does not have, and an error when the store refuses', async () => {
    expect(await bucketExists(config('missing'))).toBe(false);
    await expect(bucketExists(config('refused'))).rejects.toThrow(/answered 403/);
  });

  it('creates a bucket with PUT /<bucket>, naming its region unless it is us-east-1', async () => {
    await createBucket(config('new-bucket'));
    const request = received.at(-1)!;
    expect([request.method, request.url]).toEqual(['PUT', '/new-bucket']);
    expect(request.body).toContain('<LocationConstraint>eu-central-1</LocationConstraint>');
    expect(request.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(request.body).digest('hex'),
    );
    expect(request.headers.authorization).toBe(minioSignature(request, 'eu-central-1'));

    await createBucket(config('default-region', 'us-east-1'));
    expect(received.at(-1)!.body).toBe('');
    expect(received.at(-1)!.headers.authorization).toBe(minioSignature(received.at(-1)!, 'us-east-1'));
    await expect(createBucket(config('refused'))).rejects.toThrow(/answered 403/);
  });

  it('stores a file held in memory with PUT /<bucket>/<key>, signed as minio signs it', async () => {
    const pdf = Buffer.from('%PDF-1.7 a document\n%%EOF\n');
    await putObject(config('files'), "courses/40/demo/module 1/it's (1).pdf", pdf, 'application/pdf');
    const request = received.at(-1)!;
    expect([request.method, request.url]).toEqual([
      'PUT',
      '/files/courses/40/demo/module%201/it%27s%20%281%29.pdf',
    ]);
    expect(request.body).toBe(pdf.toString());
    expect(request.headers['content-type']).toBe('application/pdf');
    expect(request.headers['x-amz-content-sha256']).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(request.headers.authorization).toBe(minioSignature(request, 'eu-central-1'));
    await expect(putObject(config('refused'), 'a.pdf', pdf, 'application/pdf')).rejects.toThrow(
      /answered 403 for a\.pdf/,
    );
  });
});
