import { type Static, Type } from 'typebox';
import { RowId as Id, Nullable, OneOf, SuccessReply } from './common.ts';

const UserId = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });

/** The PDF of a certificate downloads from the API at `/sefacertificate/download/{number}.pdf`. */
export const certificateFileName = (certificateNumber: string) => `${certificateNumber}.pdf`;
export const certificateDownloadUrl = (certificateNumber: string) =>
  `/api/v1/sefacertificate/download/${certificateFileName(certificateNumber)}`;

export const EligibilityParams = Type.Object({ userId: UserId, courseId: Id });
export const EligibilityReply = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    isEligible: Type.Boolean(),
    certificateUrl: Nullable(Type.String()),
    completedQuizzes: Type.Integer({ minimum: 0 }),
    totalQuizzes: Type.Integer({ minimum: 0 }),
  }),
});
export type EligibilityReply = Static<typeof EligibilityReply>;

/**
 * `userId` and `courseId` are checked by the service (so their absence reads 'Missing required
 * information'); the course's name and code and the validity come from the server, not from here.
 */
export const GenerateCertificateBody = Type.Object({
  userId: Type.Optional(Type.String({ maxLength: 100 })),
  courseId: Type.Optional(Type.Union([Id, Type.String({ maxLength: 20, pattern: '^[0-9]*$' })])),
  course_name: Type.Optional(Type.String({ maxLength: 300 })),
  courseCode: Type.Optional(Type.String({ maxLength: 50 })),
  certificateValidity: Type.Optional(Type.String({ maxLength: 50 })),
});
export type GenerateCertificateBody = Static<typeof GenerateCertificateBody>;
export const GenerateCertificateReply = SuccessReply(
  Type.Object({
    certificateUrl: Type.String(),
    certificateNumber: Type.String(),
    issuedAt: DateTime,
    expiresAt: DateTime,
  }),
);
export type GenerateCertificateReply = Static<typeof GenerateCertificateReply>;

export const DownloadParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}\\.pdf$' }) });

export const VerifyParams = Type.Object({ certificateNumber: Type.String({ minLength: 1, maxLength: 64 }) });
/** Public: enough to confirm a certificate, nothing more; a revoked one says when and why. */
export const VerifyReply = Type.Object({
  status: OneOf('valid', 'expired', 'revoked', 'unknown'),
  fullName: Nullable(Type.String()),
  courseName: Nullable(Type.String()),
  courseCode: Nullable(Type.String()),
  issuedAt: Nullable(DateTime),
  expiresAt: Nullable(DateTime),
  revokedAt: Type.Optional(DateTime),
  revocationReason: Type.Optional(Type.String()),
});
export type VerifyReply = Static<typeof VerifyReply>;

/** A certificate named by its number in the path (`/certificates/{number}/credential`, `/revoke`). */
export const CertificateNumberParams = Type.Object({
  certificateNumber: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }),
});

/**
 * Why an administrator revokes a certificate. It is shown on the verification page, so the service
 * also refuses a blank reason and control characters.
 */
export const REVOCATION_REASON_MAX = 500;
export const RevokeCertificateBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: REVOCATION_REASON_MAX }) },
  { additionalProperties: false },
);
export type RevokeCertificateBody = Static<typeof RevokeCertificateBody>;
export const RevokeCertificateReply = Type.Object({
  certificateNumber: Type.String(),
  revokedAt: DateTime,
  revocationReason: Type.String(),
});
export type RevokeCertificateReply = Static<typeof RevokeCertificateReply>;

/** A signed JSON-LD document (a credential, the issuer's profile, a key): passed on exactly as signed. */
export const LinkedDataDocument = Type.Object({ '@context': Type.Unknown() }, { additionalProperties: true });
export type LinkedDataDocument = Static<typeof LinkedDataDocument>;
export const IssuerKeyParams = Type.Object({
  key: Type.String({ pattern: '^z[1-9A-HJ-NP-Za-km-z]{20,100}$' }),
});
export const StatusListParams = Type.Object({ list: Type.Integer({ minimum: 0, maximum: 100000 }) });
