import { Button, EmptyState } from '@academy/ui-kit';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface SignInPromptProps {
  title: string;
  description?: string;
  icon?: ReactNode;
}

/** A public page's content for visitors: why to log in, and a way back here afterwards. */
export function SignInPrompt({ title, description, icon }: SignInPromptProps) {
  const location = useLocation();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild>
          <Link to="/login" state={{ from: location }}>
            Log in
          </Link>
        </Button>
      }
    />
  );
}
