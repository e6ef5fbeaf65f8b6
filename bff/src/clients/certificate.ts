import type {
  EligibilityReply,
  GenerateCertificateBody,
  GenerateCertificateReply,
  VerifyReply,
} from '@academy/contracts';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the certificate service. */
export const createCertificateClient = (baseUrl: string) => {
  const { call, download } = createServiceClient('certificate', baseUrl);

  return {
    eligibility: (userId: string, courseId: number, from: FastifyRequest) =>
      call<EligibilityReply>({ path: `/sefacertificate/eligibility/${userId}/${courseId}`, from }),
    generate: (body: GenerateCertificateBody, from: FastifyRequest) =>
      call<GenerateCertificateReply>({ method: 'POST', path: '/sefacertificate/generate', json: body, from }),
    verify: (certificateNumber: string, from: FastifyRequest) =>
      call<VerifyReply>({ path: `/certificates/verify/${encodeURIComponent(certificateNumber)}`, from }),
    /** The PDF as it streams in, with the headers to pass on. */
    download: (file: string, from: FastifyRequest) =>
      download({ path: `/sefacertificate/download/${encodeURIComponent(file)}`, from }),
  };
};

export type CertificateClient = ReturnType<typeof createCertificateClient>;
