import * as http from '@academy/contracts/http';
import type { App } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { routeTable } from '../route-table.ts';
import { registerEligibilityEvents } from './eligibility-events.ts';

/**
 * Certificates: eligibility, generating, downloading the PDF and public verification. The
 * certificate service decides who may see which certificate.
 */
export const registerCertificateRoutes = (api: App, context: BffContext) => {
  const { certificates } = context.clients;
  const tags = ['certificates'];
  const signedIn = routeTable(api, { tags, guard: context.guards.user });
  const open = routeTable(api, { tags });

  signedIn.get(
    '/sefacertificate/eligibility/:userId/:courseId',
    { params: http.EligibilityParams, reply: http.EligibilityReply },
    (request) => certificates.eligibility(request.params.userId, request.params.courseId, request),
  );
  signedIn.post(
    '/sefacertificate/generate',
    { body: http.GenerateCertificateBody, reply: http.GenerateCertificateReply },
    (request) => certificates.generate(request.body, request),
  );
  signedIn.pdf('/sefacertificate/download/:file', http.DownloadParams, (request) =>
    certificates.download(request.params.file, request),
  );
  open.get(
    '/certificates/verify/:certificateNumber',
    { params: http.VerifyParams, reply: http.VerifyReply },
    (request) => certificates.verify(request.params.certificateNumber, request),
  );

  registerEligibilityEvents(context, signedIn, certificates);
};
