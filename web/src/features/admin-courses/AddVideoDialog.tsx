import { FileDropzone } from '@academy/ui-kit';
import { useState } from 'react';
import { useAddVideoMutation, usePutCaptionsMutation } from './adminCoursesApi.ts';
import { UploadContentDialog } from './UploadContentDialog.tsx';

const MB = 1024 * 1024;

export function AddVideoDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
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
      title="Upload a video"
      description="An MP4 or WebM video, with optional WebVTT captions."
      triggerLabel="Add video"
      submitLabel="Upload video"
      titleLabel="Video title"
      file={{
        label: 'Video file',
        accept: 'video/mp4,video/webm,.mp4,.webm',
        maxSizeBytes: 500 * MB,
        hint: 'MP4 or WebM up to 500 MB',
      }}
      missingMessage="Give the video a title and a video file"
      messages={{
        loading: captionsFile ? 'Uploading the video and captions...' : 'Uploading the video...',
        success: 'Video added',
        error: 'Failed to upload video',
      }}
      busy={video.isLoading || captions.isLoading}
      upload={upload}
      onUploaded={() => setCaptionsFile(null)}
    >
      <FileDropzone
        label="Captions (optional)"
        accept=".vtt,text/vtt"
        maxSizeBytes={1 * MB}
        hint="A WebVTT (.vtt) file up to 1 MB"
        onFileChange={setCaptionsFile}
      />
    </UploadContentDialog>
  );
}
