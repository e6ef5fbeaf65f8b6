import type { IconProps } from '@academy/ui-kit';

// Icons only the learning screens use, drawn like the kit's (24-unit grid, 2-px stroke, decorative).
function StrokeIcon({ path, ...props }: IconProps & { path: string }) {
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

const paths = {
  document: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5',
  video: 'M4 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM17 10l5-3v10l-5-3',
  quiz: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  refresh: 'M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9L7 22l5-3 5 3-1.2-8.1',
  sidebar: 'M3 4h18v16H3zM9 4v16',
} as const;

export const DocumentIcon = (props: IconProps) => <StrokeIcon path={paths.document} {...props} />;
export const VideoIcon = (props: IconProps) => <StrokeIcon path={paths.video} {...props} />;
export const QuizIcon = (props: IconProps) => <StrokeIcon path={paths.quiz} {...props} />;
export const RefreshIcon = (props: IconProps) => <StrokeIcon path={paths.refresh} {...props} />;
export const DownloadIcon = (props: IconProps) => <StrokeIcon path={paths.download} {...props} />;
export const LockIcon = (props: IconProps) => <StrokeIcon path={paths.lock} {...props} />;
export const AwardIcon = (props: IconProps) => <StrokeIcon path={paths.award} {...props} />;
export const SidebarIcon = (props: IconProps) => <StrokeIcon path={paths.sidebar} {...props} />;
