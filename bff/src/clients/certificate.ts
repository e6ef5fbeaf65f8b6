import type {
  EligibilityReply,
  GenerateCertificateBody,
  GenerateCertificateReply,
  VerifyReply,
} from '@academy/contracts';
import { HttpError } from '@academy/kit';
import type { FastifyRequest } from 'fastify';
import { createServiceClient } from './http.ts';

/** One function per call the BFF makes to the certificate service. */
export const createCertificateClient = (baseUrl: string) => {
  const { call, send } = createServiceClient('certificate', baseUrl);

  return {
    eligibility: (userId: string, courseId: number, from: FastifyRequest) =>
      call<EligibilityReply>({ path: `/sefacertificate/eligibility/${userId}/${courseId}`, from }),
    generate: (body: GenerateCertificateBody, from: FastifyRequest) =>
      call<GenerateCertificateReply>({ method: 'POST', path: '/sefacertificate/generate', json: body, from }),
    verify: (certificateNumber: string, from: FastifyRequest) =>
      call<VerifyReply>({ path: `/certificates/verify/${encodeURIComponent(certificateNumber)}`, from }),
    /** The PDF as it streams in, with the headers to pass on; an error reply becomes an HttpError. */
    download: async (file: string, from: FastifyRequest) => {
      const response = await send({ path: `/sefacertificate/download/${encodeURIComponent(file)}`, from });
      if (!response.ok || !response.body) {
        const payload = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
        if (response.status >= 500)
          throw new HttpError(502, 'The certificate service failed', 'SERVICE_FAILED');
        throw new HttpError(response.status, payload.message ?? 'Request failed', payload.code);
      }
      return {
        body: response.body,
        contentType: response.headers.get('content-type') ?? 'application/pdf',
        disposition: response.headers.get('content-disposition') ?? 'attachment',
      };
    },
  };
};

export type CertificateClient = ReturnType<typeof createCertificateClient>;
