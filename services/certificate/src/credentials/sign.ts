import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { issue } from '@digitalbazaar/vc';
import { offlineDocumentLoader } from './contexts.ts';
import type { IssuerKeyPair } from './issuer-key.ts';

/**
 * Signs a credential with a Data Integrity proof, cryptosuite `eddsa-rdfc-2022`: the document is
 * canonicalised (RDFC-1.0) with the bundled contexts only, so signing never reaches the network.
 */
export const signCredential = (credential: Record<string, unknown>, key: IssuerKeyPair) =>
  issue({
    credential,
    suite: new DataIntegrityProof({ signer: key.signer(), cryptosuite }),
    documentLoader: offlineDocumentLoader(),
  });
