import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { verifyCredential } from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { offlineDocumentLoader } from '../../src/credentials/contexts.ts';

/**
 * What a third party does with a credential, with the verifier libraries it would use: the issuer's
 * profile, keys and status lists it fetched once are handed over as `documents`; any other URL (a
 * context not bundled, anything on the network) makes the loader throw. `fetch` is switched off
 * meanwhile, so nothing can reach the network behind the loader's back.
 */
export const verifyOffline = async (credential: unknown, documents: Map<string, unknown>) => {
  const documentLoader = offlineDocumentLoader(documents);
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new Error('network is off'));
  try {
    return await verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader,
      checkStatus: (options) => checkStatus({ ...options, documentLoader }),
    });
  } finally {
    globalThis.fetch = realFetch;
  }
};
