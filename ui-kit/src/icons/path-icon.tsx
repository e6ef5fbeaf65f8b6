import type { SVGProps } from 'react';

/** Icons are decorative: the control that holds one carries the accessible name. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * An icon drawn from one 24×24 SVG path, stroked like every icon of the kit. A solid mark (a brand's logo)
 * passes `fill="currentColor" stroke="none"`.
 */
export function PathIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={path} />
    </svg>
  );
}
