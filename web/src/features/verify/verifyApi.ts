import type { VerifyReply } from '@academy/contracts';
import { bffApi } from '../../api/bffApi.ts';

export const verifyApi = bffApi.injectEndpoints({
  endpoints: (build) => ({
    verifyCertificate: build.query<VerifyReply, string>({
      query: (certificateNumber) => `certificates/verify/${encodeURIComponent(certificateNumber)}`,
    }),
  }),
});

export const { useVerifyCertificateQuery } = verifyApi;
