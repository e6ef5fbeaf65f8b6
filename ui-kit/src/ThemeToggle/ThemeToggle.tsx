import { IconButton } from '../IconButton/IconButton.tsx';
import { MoonIcon, SunIcon } from '../icons/frame-icons.tsx';
import { useKitText } from '../text/KitText.tsx';

export type Theme = 'light' | 'dark';

export interface ThemeToggleProps {
  /** The theme in use. */
  theme: Theme;
  /** Called with the other theme when pressed. */
  onThemeChange: (theme: Theme) => void;
}

/** Switches between light and dark; the caller owns the theme and applies it. */
export function ThemeToggle({ theme, onThemeChange }: ThemeToggleProps) {
  const text = useKitText();
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      label={text.switchTheme(next)}
      icon={theme === 'dark' ? <SunIcon /> : <MoonIcon />}
      data-theme-value={theme}
      onClick={() => onThemeChange(next)}
    />
  );
}
