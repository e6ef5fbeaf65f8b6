import {
  DownloadParams,
  EligibilityParams,
  EligibilityReply,
  GenerateCertificateBody,
  GenerateCertificateReply,
  VerifyParams,
  VerifyReply,
} from '@academy/contracts';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { registerEligibilityEvents } from './eligibility-events.ts';

const tags = ['certificates'];

/**
 * Certificates: eligibility, generating, downloading the PDF and public verification. The
 * certificate service decides who may see which certificate.
 */
export const registerCertificateRoutes = (api: App, context: BffContext) => {
  const { certificates } = context.clients;
  const signedIn = { preHandler: context.guards.user };

  api.get(
    '/sefacertificate/eligibility/:userId/:courseId',
    { ...signedIn, schema: { tags, params: EligibilityParams, response: { 200: EligibilityReply } } },
    (request) => {
      const { userId, courseId } = request.params;
      return certificates.eligibility(userId, courseId, request);
    },
  );

  api.post(
    '/sefacertificate/generate',
    {
      ...signedIn,
      schema: { tags, body: GenerateCertificateBody, response: { 200: GenerateCertificateReply } },
    },
    (request) => certificates.generate(request.body, request),
  );

  api.get(
    '/sefacertificate/download/:file',
    { ...signedIn, schema: { tags, params: DownloadParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const pdf = await certificates.download(request.params.file, request);
      return reply
        .header('content-type', pdf.contentType)
        .header('content-disposition', pdf.disposition)
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    },
  );

  api.get(
    '/certificates/verify/:certificateNumber',
    { schema: { tags, params: VerifyParams, response: { 200: VerifyReply } } },
    (request) => certificates.verify(request.params.certificateNumber, request),
  );

  registerEligibilityEvents(api, context, certificates);
};
