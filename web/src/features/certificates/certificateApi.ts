import type { EligibilityReply, GenerateCertificateBody, GenerateCertificateReply } from '@academy/contracts';
import { learningApiBase } from '../../api/learning-api-base.ts';
import { streamedReadings } from '../../api/streamed-readings.ts';

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
      async onCacheEntryAdded(args, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch }) {
        const { courseId } = args;
        if (typeof EventSource === 'undefined') return;
        await cacheDataLoaded.catch(() => undefined);
        const source = new EventSource(`/api/v1/sefacertificate/events/${courseId}`, {
          withCredentials: true,
        });
        const showReading = streamedReadings(
          (text) =>
            updateCachedData(() => ({ success: true, data: JSON.parse(text) as EligibilityReply['data'] })),
          () => dispatch(certificateApi.util.getRunningQueryThunk('eligibility', args)),
        );
        source.addEventListener('eligibility', (event) => {
          // Passed quizzes moved the counts: the quiz list and the sidebar ticks follow.
          if (showReading((event as MessageEvent<string>).data))
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
