import { offlineDocumentLoader } from './contexts.ts';
import type { IssuerKeyPair } from './issuer-key.ts';

/**
 * The signing libraries (the VC library with jsonld and the RDF canonicaliser, about 8 MiB resident) are
 * loaded by the first credential signed, not at start: a certificate process that signs nothing keeps them out.
 */
const signingLibraries = async () => {
  const [{ DataIntegrityProof }, { cryptosuite }, { issue }] = await Promise.all([
    import('@digitalbazaar/data-integrity'),
    import('@digitalbazaar/eddsa-rdfc-2022-cryptosuite'),
    import('@digitalbazaar/vc'),
  ]);
  return { DataIntegrityProof, cryptosuite, issue };
};

/**
 * Signs a credential with a Data Integrity proof, cryptosuite `eddsa-rdfc-2022`: the document is
 * canonicalised (RDFC-1.0) with the bundled contexts only, so signing never reaches the network.
 */
export const signCredential = async (credential: Record<string, unknown>, key: IssuerKeyPair) => {
  const { DataIntegrityProof, cryptosuite, issue } = await signingLibraries();
  return issue({
    credential,
    suite: new DataIntegrityProof({ signer: key.signer(), cryptosuite }),
    documentLoader: offlineDocumentLoader(),
  });
};
