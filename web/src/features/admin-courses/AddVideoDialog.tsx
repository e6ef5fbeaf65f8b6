import { FileDropzone } from '@academy/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddVideoMutation, usePutCaptionsMutation } from './adminCoursesApi.ts';
import { UploadContentDialog } from './UploadContentDialog.tsx';

const MB = 1024 * 1024;

export function AddVideoDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const { t } = useTranslation();
  const [addVideo, video] = useAddVideoMutation();
  const [putCaptions, captions] = usePutCaptionsMutation();
  const [captionsFile, setCaptionsFile] = useState<File | null>(null);

  // The captions belong to the stored video, so they go up once the video has its id.
  const upload = async (title: string, file: File) => {
    const reply = await addVideo({ courseId, moduleId, title, file }).unwrap();
    if (captionsFile) await putCaptions({ courseId, contentId: reply.video.id, file: captionsFile }).unwrap();
    return reply;
  };

  return (
    <UploadContentDialog
      title={t('adminCourses.uploadVideoTitle')}
      description={t('adminCourses.uploadVideoDescription')}
      triggerLabel={t('adminCourses.addVideo')}
      submitLabel={t('adminCourses.uploadVideo')}
      titleLabel={t('adminCourses.videoTitle')}
      file={{
        label: t('adminCourses.videoFile'),
        accept: 'video/mp4,video/webm,.mp4,.webm',
        maxSizeBytes: 500 * MB,
        hint: t('adminCourses.videoFileHint'),
      }}
      missingMessage={t('adminCourses.videoMissing')}
      messages={{
        loading: t(captionsFile ? 'adminCourses.uploadingVideoAndCaptions' : 'adminCourses.uploadingVideo'),
        success: t('adminCourses.videoAdded'),
        error: t('adminCourses.failedToUploadVideo'),
      }}
      busy={video.isLoading || captions.isLoading}
      upload={upload}
      onUploaded={() => setCaptionsFile(null)}
    >
      <FileDropzone
        label={t('adminCourses.captionsOptional')}
        accept=".vtt,text/vtt"
        maxSizeBytes={1 * MB}
        hint={t('adminCourses.captionsHint')}
        onFileChange={setCaptionsFile}
      />
    </UploadContentDialog>
  );
}
