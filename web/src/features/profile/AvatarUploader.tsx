import { Avatar, Button, UploadIcon } from '@academy/ui-kit';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message.ts';
import { toast } from '../../shared/toast.ts';
import { useUploadAvatarMutation } from './profileApi.ts';
import '../../shared/i18n/en-screens/profile.ts';

export interface AvatarUploaderProps {
  name: string;
  src: string | undefined;
}

/** The profile picture with a button to replace it; only image files are accepted. */
export function AvatarUploader({ name, src }: AvatarUploaderProps) {
  const { t } = useTranslation();
  const [uploadAvatar, { isLoading }] = useUploadAvatarMutation();
  const input = useRef<HTMLInputElement>(null);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error('Please choose an image file');
      return;
    }
    try {
      const reply = await uploadAvatar(file).unwrap();
      toast.success(reply.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update avatar'));
    }
  }

  return (
    <>
      <Avatar name={name} src={src} size="lg" />
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t('profile.profilePicture')}
        data-testid="avatar-input"
        onChange={onFileChosen}
      />
      <Button
        size="sm"
        variant="secondary"
        busy={isLoading}
        busyText={t('profile.uploading')}
        onClick={() => input.current?.click()}
      >
        <UploadIcon /> {t('profile.changePhoto')}
      </Button>
    </>
  );
}
