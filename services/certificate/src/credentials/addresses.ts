/**
 * The stable public addresses of the credential documents, all under the API the BFF serves at
 * `${PUBLIC_URL}/api/v1/certificates`. They are written into signed credentials, so they never change.
 */
const certificatesApi = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/api/v1/certificates`;

/** The issuer's Open Badges profile, which also lists its keys (the controller document). */
export const issuerId = (publicUrl: string) => `${certificatesApi(publicUrl)}/issuer`;

/** One issuer key (a Multikey document), named by its public key. */
export const issuerKeyId = (publicUrl: string, publicKeyMultibase: string) =>
  `${issuerId(publicUrl)}/keys/${publicKeyMultibase}`;

/** One revocation status list credential. */
export const statusListId = (publicUrl: string, list: number) =>
  `${certificatesApi(publicUrl)}/status-lists/${list}`;

/** A certificate's credential. */
export const credentialId = (publicUrl: string, certificateNumber: string) =>
  `${certificatesApi(publicUrl)}/${encodeURIComponent(certificateNumber)}/credential`;
