import { issuerId, issuerKeyId } from './addresses.ts';
import { DID_CONTEXT, MULTIKEY_CONTEXT, OPEN_BADGES_CONTEXT } from './contexts.ts';

interface Issuer {
  publicUrl: string;
  name: string;
}

/** One published key: what a verifier loads from a proof's `verificationMethod`. */
export const keyDocument = ({ publicUrl }: Issuer, publicKeyMultibase: string) => ({
  '@context': MULTIKEY_CONTEXT,
  id: issuerKeyId(publicUrl, publicKeyMultibase),
  type: 'Multikey',
  controller: issuerId(publicUrl),
  publicKeyMultibase,
});

/**
 * The issuer's profile at its id: an Open Badges Profile and the controller document that authorises
 * its keys for `assertionMethod` (a verifier checks that the key which signed a credential is one
 * its issuer lists). Every key that ever signed stays listed, so rotation breaks no credential.
 */
export const issuerDocument = (issuer: Issuer, publicKeys: string[]) => ({
  '@context': [DID_CONTEXT, MULTIKEY_CONTEXT, OPEN_BADGES_CONTEXT],
  id: issuerId(issuer.publicUrl),
  type: 'Profile',
  name: issuer.name,
  url: issuer.publicUrl,
  verificationMethod: publicKeys.map((key) => {
    const { '@context': _, ...method } = keyDocument(issuer, key);
    return method;
  }),
  assertionMethod: publicKeys.map((key) => issuerKeyId(issuer.publicUrl, key)),
});
