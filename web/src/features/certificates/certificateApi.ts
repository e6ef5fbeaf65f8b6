import type { EligibilityReply, GenerateCertificateBody, GenerateCertificateReply } from '@academy/contracts';
import { learningApiBase } from '../../api/learning-api-base.ts';

export interface EligibilityArgs {
  userId: string;
  courseId: number;
}

export const certificateApi = learningApiBase.injectEndpoints({
  endpoints: (build) => ({
    eligibility: build.query<EligibilityReply, EligibilityArgs>({
      query: ({ userId, courseId }) => `sefacertificate/eligibility/${userId}/${courseId}`,
      providesTags: (_reply, _error, { courseId }) => [{ type: 'Eligibility', id: courseId }],
      // While a screen shows this status, the BFF's live stream keeps it current: the panel unlocks the moment
      // the deciding quiz is passed instead of at the next 30-second poll. The browser reconnects by itself.
      async onCacheEntryAdded(
        { courseId },
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
      ) {
        if (typeof EventSource === 'undefined') return;
        await cacheDataLoaded.catch(() => undefined);
        const source = new EventSource(`/api/v1/sefacertificate/events/${courseId}`, {
          withCredentials: true,
        });
        let last = '';
        source.addEventListener('eligibility', (event) => {
          const text = (event as MessageEvent<string>).data;
          if (text === last) return;
          const changed = last !== '';
          last = text;
          updateCachedData(() => ({ success: true, data: JSON.parse(text) as EligibilityReply['data'] }));
          // Passed quizzes moved the counts: the quiz list and the sidebar ticks follow.
          if (changed)
            dispatch(certificateApi.util.invalidateTags([{ type: 'CourseProgress', id: courseId }]));
        });
        await cacheEntryRemoved;
        source.close();
      },
    }),
    generateCertificate: build.mutation<GenerateCertificateReply, GenerateCertificateBody>({
      query: (body) => ({ url: 'sefacertificate/generate', method: 'POST', body }),
      invalidatesTags: ['Eligibility', 'StudentProgress'],
    }),
  }),
});

export const { useEligibilityQuery, useGenerateCertificateMutation } = certificateApi;
