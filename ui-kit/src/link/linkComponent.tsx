import type { AriaAttributes, ComponentType, MouseEventHandler, ReactNode } from 'react';

/**
 * What link-rendering components hand to their `linkComponent`. The web app passes an adapter around its
 * router's link; the ui-kit itself never depends on a router.
 */
export interface LinkComponentProps extends AriaAttributes {
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor. */
export function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}
