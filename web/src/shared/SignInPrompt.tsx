import { EmptyState } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../app/paths/paths.ts';
import { ButtonLink } from './ButtonLink.tsx';

export interface SignInPromptProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

/** A public page's content for visitors: why to log in, and a way back here afterwards. */
export function SignInPrompt({ title, description, icon }: SignInPromptProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <ButtonLink to={paths.login} state={{ from: location }}>
          {t('shared.logIn')}
        </ButtonLink>
      }
    />
  );
}
