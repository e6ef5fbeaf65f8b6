import type * as http from '@academy/contracts/http';
import type { FastifyRequest } from 'fastify';
import { createBatchedCalls } from './batched-calls.ts';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the certificate service. */
export const createCertificateClient = (baseUrl: string) => {
  const client = createServiceClient('certificate', baseUrl);
  const { get, json, relay, download } = client;
  // Eligibility opens a course: under a rush it goes out with others (the service's batched call).
  const batched = createBatchedCalls(client);

  return {
    eligibility: (userId: string, courseId: number, from: FastifyRequest) =>
      batched('eligibility', { userId, courseId }, from, () =>
        relay<http.EligibilityReply>({ path: `/sefacertificate/eligibility/${userId}/${courseId}`, from }),
      ),
    generate: (body: http.GenerateCertificateBody, from: FastifyRequest) =>
      json<http.GenerateCertificateReply>('POST', '/sefacertificate/generate', from, body),
    verify: (certificateNumber: string, from: FastifyRequest) =>
      get<http.VerifyReply>(`/certificates/verify/${encodeURIComponent(certificateNumber)}`, from),
    credential: (certificateNumber: string, from: FastifyRequest) =>
      get<http.LinkedDataDocument>(`/certificates/${encodeURIComponent(certificateNumber)}/credential`, from),
    revoke: (certificateNumber: string, body: http.RevokeCertificateBody, from: FastifyRequest) =>
      json<http.RevokeCertificateReply>(
        'POST',
        `/certificates/${encodeURIComponent(certificateNumber)}/revoke`,
        from,
        body,
      ),
    issuer: (from: FastifyRequest) => get<http.LinkedDataDocument>('/certificates/issuer', from),
    issuerKey: (key: string, from: FastifyRequest) =>
      get<http.LinkedDataDocument>(`/certificates/issuer/keys/${encodeURIComponent(key)}`, from),
    statusList: (list: number, from: FastifyRequest) =>
      get<http.LinkedDataDocument>(`/certificates/status-lists/${list}`, from),
    /** The certificate as printed, a PNG (the verification page's link-preview image), as it streams in. */
    preview: (certificateNumber: string, from: FastifyRequest) =>
      download({ path: `/certificates/${encodeURIComponent(certificateNumber)}/preview.png`, from }),
    /** The PDF as it streams in, with the headers to pass on. */
    download: (file: string, from: FastifyRequest) =>
      download({ path: `/sefacertificate/download/${encodeURIComponent(file)}`, from }),
  };
};

export type CertificateClient = ReturnType<typeof createCertificateClient>;
