import type { LinkComponentProps } from '@academy/ui-kit';
import { Link } from 'react-router';
import { appPath } from '../app/paths/app-paths.ts';

const EXTERNAL = /^(?:[a-z]+:|\/\/)/i;

/** The kit's `linkComponent`: in-app hrefs become router links (with rewritten paths), others stay anchors. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (EXTERNAL.test(href)) return <a href={href} {...rest} />;
  return <Link to={appPath(href)} {...rest} />;
}
