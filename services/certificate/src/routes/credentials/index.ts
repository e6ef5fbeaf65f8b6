import {
  CertificateNumberParams,
  IssuerKeyParams,
  LinkedDataDocument,
  RevokeCertificateBody,
  RevokeCertificateReply,
  StatusListParams,
} from '@academy/contracts';
import { type App, assertSelfOrAdmin, badRequest, forbidden, notFound, withUser } from '@academy/kit';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { revokeCertificates } from '../../commands/revoke-certificate.ts';
import type { CertificateContext } from '../../context.ts';
import { certificateCredential } from '../../credentials/certificate-credential.ts';
import { issuerDocument, keyDocument } from '../../credentials/issuer-documents.ts';
import { publishedKeys } from '../../credentials/issuer-key.ts';
import { createStatusListCache } from '../../credentials/status-list-cache.ts';
import { certificates } from '../../db/schema.ts';
import { revokedNotice } from '../../domain/certificate-terms.ts';

// Control characters (C0 and C1, line breaks included): a reason is one line of plain text.
const CONTROL = /\p{Cc}/u;
const document = { 200: LinkedDataDocument };
/** A 304 has no body. */
const NOT_MODIFIED = Type.Null();
// Public documents a verifier fetches: cacheable, but briefly, since keys and lists change.
const PUBLIC_CACHE = 'public, max-age=300';

/** True when the client's `If-None-Match` names this entity tag (or `*`), compared weakly (RFC 9110). */
const clientHas = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch === '*' ||
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Open Badges credentials: each certificate's signed credential, the issuer's profile and keys, the
 * revocation status lists, and revoking a certificate.
 */
export const registerCredentialRoutes = (app: App, context: CertificateContext) => {
  const { db, guards, issuer, config } = context;
  const statusLists = createStatusListCache(db, issuer, (config.STATUS_LIST_REFRESH_SECONDS ?? 10) * 1000);
  const findCertificate = async (number: string) => {
    const [certificate] = await db
      .select()
      .from(certificates)
      .where(eq(certificates.certificateNumber, number.toUpperCase()));
    if (!certificate) throw notFound('Certificate not found');
    return certificate;
  };

  app.get(
    '/certificates/:certificateNumber/credential',
    { onRequest: guards.user, schema: { params: CertificateNumberParams, response: document } },
    withUser(async (request, reply) => {
      const certificate = await findCertificate(request.params.certificateNumber);
      assertSelfOrAdmin(request.user, certificate.userId);
      if (certificate.revokedAt && certificate.revocationReason) {
        throw forbidden(revokedNotice(certificate.revokedAt, certificate.revocationReason));
      }
      const credential = await certificateCredential(db, issuer, certificate);
      return reply
        .header(
          'content-disposition',
          `attachment; filename="${certificate.certificateNumber}.credential.json"`,
        )
        .header('cache-control', 'private, no-store')
        .send(credential);
    }),
  );

  app.post(
    '/certificates/:certificateNumber/revoke',
    {
      onRequest: guards.role('ADMIN'),
      schema: {
        params: CertificateNumberParams,
        body: RevokeCertificateBody,
        response: { 200: RevokeCertificateReply },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw badRequest('Give a reason for revoking the certificate');
      if (CONTROL.test(reason)) throw badRequest('The reason must be plain text on one line');
      const certificate = await findCertificate(request.params.certificateNumber);
      const number = eq(certificates.certificateNumber, certificate.certificateNumber);
      await revokeCertificates(db, number, reason, new Date());
      statusLists.expire();
      const revoked = await findCertificate(certificate.certificateNumber);
      if (!revoked.revokedAt || !revoked.revocationReason) throw new Error('certificate not revoked');
      request.log.info({ certificateNumber: revoked.certificateNumber }, 'certificate revoked');
      return {
        certificateNumber: revoked.certificateNumber,
        revokedAt: revoked.revokedAt.toISOString(),
        revocationReason: revoked.revocationReason,
      };
    },
  );

  app.get(
    '/certificates/issuer',
    { config: { access: 'public' }, schema: { response: document } },
    async (_request, reply) => {
      const profile = issuerDocument(issuer, await publishedKeys(db));
      return reply.header('cache-control', PUBLIC_CACHE).send(profile);
    },
  );

  app.get(
    '/certificates/issuer/keys/:key',
    { config: { access: 'public' }, schema: { params: IssuerKeyParams, response: document } },
    async (request, reply) => {
      if (!(await publishedKeys(db)).includes(request.params.key)) throw notFound('Key not found');
      return reply.header('cache-control', PUBLIC_CACHE).send(keyDocument(issuer, request.params.key));
    },
  );

  app.get(
    '/certificates/status-lists/:list',
    {
      config: { access: 'public' },
      schema: { params: StatusListParams, response: { ...document, 304: NOT_MODIFIED } },
    },
    async (request, reply) => {
      const served = await statusLists.find(request.params.list);
      if (!served) throw notFound('Status list not found');
      reply.header('cache-control', PUBLIC_CACHE).header('etag', served.etag);
      if (clientHas(request.headers['if-none-match'], served.etag)) return reply.code(304).send(null);
      return reply.send(served.credential);
    },
  );
};
