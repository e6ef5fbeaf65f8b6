import type { AriaAttributes, ComponentType, MouseEventHandler, ReactNode, Ref } from 'react';

/**
 * What link-rendering components hand to their `linkComponent`. The web app passes an adapter around its
 * router's link; the ui-kit itself never depends on a router. An adapter must pass on any other props
 * (data-*, role, tabIndex, event handlers) to the anchor, since menus and styled buttons add their own.
 */
export interface LinkComponentProps extends AriaAttributes {
  href: string;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Menus focus their items, so the anchor's ref must reach the DOM. */
  ref?: Ref<HTMLAnchorElement>;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor. */
export function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}
