import { certificate } from '@academy/contracts';
import * as http from '@academy/contracts/http';
import { type App, withUser } from '@academy/kit';
import type { BffContext } from '../../context.ts';
import { startLearnerReplies } from '../../read-cache/learner-replies.ts';
import { sendRepresentation, toRepresentation } from '../../read-cache/representation.ts';
import { sendRelayed } from '../relayed-reply.ts';
import { routeTable } from '../route-table.ts';
import { registerEligibilityEvents } from './eligibility-events.ts';

/**
 * Certificates: eligibility, generating, downloading the PDF and the signed credential, public
 * verification, revoking (administrators), and the documents a credential's verifier fetches (the
 * issuer's profile and keys, the revocation status lists). The certificate service decides who may
 * see which certificate.
 */
export const registerCertificateRoutes = (api: App, context: BffContext) => {
  const { certificates } = context.clients;
  const tags = ['certificates'];
  const signedIn = routeTable(api, { tags, guard: context.guards.user });
  const open = routeTable(api, { tags, access: 'public' });
  const admin = routeTable(api, { tags, guard: context.guards.role('ADMIN') });
  // What a verifier fetches is the same for everyone and changes seldom: caches may keep it briefly.
  const shared = { 'cache-control': 'public, max-age=300' };

  const replies = startLearnerReplies(api, {
    name: 'certificate_replies',
    notices: certificate.learnerChangedNotices,
    nats: context.nats,
    prefix: context.config.SUBJECT_PREFIX,
  });
  signedIn.get(
    '/sefacertificate/eligibility/:userId/:courseId',
    { params: http.EligibilityParams, reply: http.EligibilityReply },
    withUser(async (request, reply) => {
      const { userId, courseId } = request.params;
      const read = () => certificates.eligibility(userId, courseId, request);
      return sendRelayed(reply, await replies.get(request.user, userId, `eligibility:${courseId}`, read));
    }),
  );
  signedIn.post(
    '/sefacertificate/generate',
    { body: http.GenerateCertificateBody, reply: http.GenerateCertificateReply },
    (request) => certificates.generate(request.body, request),
  );
  signedIn.file(
    '/sefacertificate/download/:file',
    { params: http.DownloadParams, produces: 'application/pdf' },
    (request) => certificates.download(request.params.file, request),
  );
  open.get(
    '/certificates/verify/:certificateNumber',
    { params: http.VerifyParams, reply: http.VerifyReply },
    (request) => certificates.verify(request.params.certificateNumber, request),
  );
  // The image a link to the public verification page shows: drawn once by the service, kept by caches.
  open.route(
    'GET',
    '/certificates/:certificateNumber/preview.png',
    { params: http.CertificateNumberParams, produces: ['image/png'] },
    async (request, reply) => {
      const image = await certificates.preview(request.params.certificateNumber, request);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(image.body);
    },
  );
  signedIn.get(
    '/certificates/:certificateNumber/credential',
    { params: http.CertificateNumberParams, reply: http.LinkedDataDocument },
    async (request, reply) => {
      const credential = await certificates.credential(request.params.certificateNumber, request);
      reply.header('cache-control', 'private, no-store');
      return credential;
    },
  );
  admin.post(
    '/certificates/:certificateNumber/revoke',
    {
      params: http.CertificateNumberParams,
      body: http.RevokeCertificateBody,
      reply: http.RevokeCertificateReply,
    },
    (request) => certificates.revoke(request.params.certificateNumber, request.body, request),
  );
  open.get('/certificates/issuer', { reply: http.LinkedDataDocument }, async (request, reply) => {
    reply.headers(shared);
    return certificates.issuer(request);
  });
  open.get(
    '/certificates/issuer/keys/:key',
    { params: http.IssuerKeyParams, reply: http.LinkedDataDocument },
    async (request, reply) => {
      reply.headers(shared);
      return certificates.issuerKey(request.params.key, request);
    },
  );
  open.get(
    '/certificates/status-lists/:list',
    { params: http.StatusListParams, reply: http.LinkedDataDocument },
    // Verifiers poll it: the service keeps each list's bytes until it changes, so an ETag answers a poll with a 304.
    async (request, reply) =>
      sendRepresentation(
        request,
        reply,
        toRepresentation(await certificates.statusList(request.params.list, request)),
        shared['cache-control'],
      ),
  );

  registerEligibilityEvents(context, signedIn, certificates);
};
