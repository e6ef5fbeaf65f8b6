export { InstallPrompt, type InstallPromptProps } from './InstallPrompt.tsx';
