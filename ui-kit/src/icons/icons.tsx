import { type IconProps, PathIcon } from './path-icon.tsx';

const paths = {
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  chevronLeft: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M20 6L9 17l-5-5',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  alert: 'M12 9v4M12 17h.01M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  upload: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12',
  share: 'M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  settings: 'M4 21v-7M4 10V3M12 21v-9M12 8V3M20 21v-5M20 12V3M1 14h6M9 8h6M17 16h6',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2V2zM9 7h6M9 11h6M9 15h4',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  plus: 'M12 5v14M5 12h14',
  document: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5',
  video: 'M4 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM17 10l5-3v10l-5-3',
  quiz: 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9',
  refresh: 'M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.2 13.9L7 22l5-3 5 3-1.2-8.1',
  sidebar: 'M3 4h18v16H3zM9 4v16',
} as const;

export const EyeIcon = (props: IconProps) => <PathIcon path={paths.eye} {...props} />;
export const EyeOffIcon = (props: IconProps) => <PathIcon path={paths.eyeOff} {...props} />;
export const ChevronLeftIcon = (props: IconProps) => <PathIcon path={paths.chevronLeft} {...props} />;
export const ChevronRightIcon = (props: IconProps) => <PathIcon path={paths.chevronRight} {...props} />;
export const ChevronDownIcon = (props: IconProps) => <PathIcon path={paths.chevronDown} {...props} />;
export const CheckIcon = (props: IconProps) => <PathIcon path={paths.check} {...props} />;
export const InfoIcon = (props: IconProps) => <PathIcon path={paths.info} {...props} />;
export const AlertIcon = (props: IconProps) => <PathIcon path={paths.alert} {...props} />;
export const UploadIcon = (props: IconProps) => <PathIcon path={paths.upload} {...props} />;
export const ShareIcon = (props: IconProps) => <PathIcon path={paths.share} {...props} />;
export const ArrowLeftIcon = (props: IconProps) => <PathIcon path={paths.arrowLeft} {...props} />;
export const LogoutIcon = (props: IconProps) => <PathIcon path={paths.logout} {...props} />;
export const SettingsIcon = (props: IconProps) => <PathIcon path={paths.settings} {...props} />;
export const UserIcon = (props: IconProps) => <PathIcon path={paths.user} {...props} />;
export const BookIcon = (props: IconProps) => <PathIcon path={paths.book} {...props} />;
export const ReceiptIcon = (props: IconProps) => <PathIcon path={paths.receipt} {...props} />;
export const MailIcon = (props: IconProps) => <PathIcon path={paths.mail} {...props} />;
export const GlobeIcon = (props: IconProps) => <PathIcon path={paths.globe} {...props} />;
export const PlusIcon = (props: IconProps) => <PathIcon path={paths.plus} {...props} />;
export const DocumentIcon = (props: IconProps) => <PathIcon path={paths.document} {...props} />;
export const VideoIcon = (props: IconProps) => <PathIcon path={paths.video} {...props} />;
export const QuizIcon = (props: IconProps) => <PathIcon path={paths.quiz} {...props} />;
export const RefreshIcon = (props: IconProps) => <PathIcon path={paths.refresh} {...props} />;
export const DownloadIcon = (props: IconProps) => <PathIcon path={paths.download} {...props} />;
export const LockIcon = (props: IconProps) => <PathIcon path={paths.lock} {...props} />;
export const AwardIcon = (props: IconProps) => <PathIcon path={paths.award} {...props} />;
export const SidebarIcon = (props: IconProps) => <PathIcon path={paths.sidebar} {...props} />;
