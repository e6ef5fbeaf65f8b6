import { Button, type ButtonProps } from '@academy/ui-kit';
import { Link, type LinkProps } from 'react-router';

export type ButtonLinkProps = Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> &
  Pick<LinkProps, 'to' | 'state' | 'children' | 'aria-label'>;

/** An in-app link that looks like a button, e.g. 'Browse courses'. */
export function ButtonLink({ variant, size, fullWidth, ...link }: ButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} fullWidth={fullWidth}>
      <Link {...link} />
    </Button>
  );
}
