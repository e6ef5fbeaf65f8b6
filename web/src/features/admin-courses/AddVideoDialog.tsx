import { FileDropzone, TextField } from '@academy/ui-kit';
import { useState } from 'react';
import { withProgressToast } from '../courses/progress-toast.ts';
import styles from './admin-courses.module.css';
import { useAddVideoMutation, usePutCaptionsMutation } from './adminCoursesApi.ts';
import { ContentDialog } from './ContentDialog.tsx';

const MB = 1024 * 1024;

export function AddVideoDialog({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const [addVideo, video] = useAddVideoMutation();
  const [putCaptions, captions] = usePutCaptionsMutation();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [captionsFile, setCaptionsFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!title.trim() || !file) {
      setProblem('Give the video a title and a video file');
      return false;
    }
    setProblem(null);
    // The captions belong to the stored video, so they go up once the video has its id.
    const upload = async () => {
      const reply = await addVideo({ courseId, moduleId, title: title.trim(), file }).unwrap();
      if (captionsFile)
        await putCaptions({ courseId, contentId: reply.video.id, file: captionsFile }).unwrap();
      return reply;
    };
    const reply = await withProgressToast(upload(), {
      loading: captionsFile ? 'Uploading the video and captions...' : 'Uploading the video...',
      success: 'Video added',
      error: 'Failed to upload video',
    });
    if (!reply) return false;
    setTitle('');
    setFile(null);
    setCaptionsFile(null);
    return true;
  };

  return (
    <ContentDialog
      title="Upload a video"
      description="An MP4 or WebM video, with optional WebVTT captions."
      triggerLabel="Add video"
      submitLabel="Upload video"
      busyText="Uploading..."
      busy={video.isLoading || captions.isLoading}
      onSubmit={submit}
    >
      <TextField label="Video title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <FileDropzone
        label="Video file"
        accept="video/mp4,video/webm,.mp4,.webm"
        maxSizeBytes={500 * MB}
        hint="MP4 or WebM up to 500 MB"
        onFileChange={setFile}
      />
      <FileDropzone
        label="Captions (optional)"
        accept=".vtt,text/vtt"
        maxSizeBytes={1 * MB}
        hint="A WebVTT (.vtt) file up to 1 MB"
        onFileChange={setCaptionsFile}
      />
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </ContentDialog>
  );
}
