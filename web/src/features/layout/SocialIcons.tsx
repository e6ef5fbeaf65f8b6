import { type IconProps, PathIcon } from '@academy/ui-kit';

// Brand marks for the footer's social links; the kit's icon set is product-neutral and has none.
const brandPaths = {
  linkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zM9.5 9.75h3.8v1.5h.06c.53-1 1.83-1.75 3.4-1.75 3.64 0 4.24 2.2 4.24 5.06v6.19h-4v-5.49c0-1.31-.03-3-1.83-3-1.83 0-2.11 1.43-2.11 2.9v5.59h-4z',
  youTube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.75 15.02V8.98L15.5 12z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.78zm-1.08 16.2h1.7L7.4 4.73H5.58z',
};

// Solid marks: filled, without the kit's stroke.
const SOLID = { fill: 'currentColor', stroke: 'none' };

export const LinkedInIcon = (props: IconProps) => (
  <PathIcon {...SOLID} path={brandPaths.linkedIn} {...props} />
);
export const YouTubeIcon = (props: IconProps) => <PathIcon {...SOLID} path={brandPaths.youTube} {...props} />;
export const XIcon = (props: IconProps) => <PathIcon {...SOLID} path={brandPaths.x} {...props} />;
