import { credentialId, issuerId, statusListId } from './addresses.ts';
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from './contexts.ts';
import { statusListPlace } from './status-list.ts';

export interface CredentialCertificate {
  certificateNumber: string;
  courseId: number;
  fullName: string;
  courseName: string;
  courseCode: string | null;
  issuedAt: Date;
  expiresAt: Date;
  statusListIndex: number;
}

/**
 * The unsigned Open Badges 3.0 credential (VC data model 2.0) for a certificate: the learner (by
 * name, the only identity the certificate has), the course as the achievement, the certificate's
 * validity as `validFrom`/`validUntil`, and its entry in a revocation status list.
 */
export const openBadgeCredential = (
  certificate: CredentialCertificate,
  issuer: { publicUrl: string; name: string },
) => {
  const { publicUrl } = issuer;
  const { list, position } = statusListPlace(certificate.statusListIndex);
  const listId = statusListId(publicUrl, list);
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: credentialId(publicUrl, certificate.certificateNumber),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${certificate.courseName} certificate`,
    issuer: { id: issuerId(publicUrl), type: ['Profile'], name: issuer.name, url: publicUrl },
    validFrom: certificate.issuedAt.toISOString(),
    validUntil: certificate.expiresAt.toISOString(),
    credentialSubject: {
      type: ['AchievementSubject'],
      name: certificate.fullName,
      identifier: [
        { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: certificate.fullName },
      ],
      achievement: {
        id: `${publicUrl.replace(/\/+$/, '')}/app/courses/${certificate.courseId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: certificate.courseName,
        ...(certificate.courseCode ? { humanCode: certificate.courseCode } : {}),
        description: `Certificate of completion of ${certificate.courseName}.`,
        criteria: { narrative: 'Passed every quiz the course requires while enrolled in it.' },
      },
    },
    credentialStatus: {
      id: `${listId}#${position}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(position),
      statusListCredential: listId,
    },
  };
};
