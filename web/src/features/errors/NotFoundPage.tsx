import { ButtonLink } from '../../shared/ButtonLink.tsx';
import { StatusPage } from './StatusPage.tsx';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      actions={
        <>
          <ButtonLink to="/">Back to home</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </>
      }
    />
  );
}
