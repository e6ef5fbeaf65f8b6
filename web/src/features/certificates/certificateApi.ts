import type { EligibilityReply, GenerateCertificateBody, GenerateCertificateReply } from '@academy/contracts';
import { learningApiBase } from '../learning/learning-api-base.ts';

export interface EligibilityArgs {
  userId: string;
  courseId: number;
}

export const certificateApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    eligibility: build.query<EligibilityReply, EligibilityArgs>({
      query: ({ userId, courseId }) => `sefacertificate/eligibility/${userId}/${courseId}`,
      providesTags: (_reply, _error, { courseId }) => [{ type: 'Eligibility', id: courseId }],
    }),
    generateCertificate: build.mutation<GenerateCertificateReply, GenerateCertificateBody>({
      query: (body) => ({ url: 'sefacertificate/generate', method: 'POST', body }),
      invalidatesTags: ['Eligibility', 'StudentProgress'],
    }),
  }),
});

export const { useEligibilityQuery, useGenerateCertificateMutation } = certificateApi;
