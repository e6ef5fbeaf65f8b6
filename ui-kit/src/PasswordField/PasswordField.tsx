import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { EyeIcon, EyeOffIcon } from '../icons/icons.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { useKitText } from '../text/KitText.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Starts with the password visible. @default false */
  defaultVisible?: boolean;
}

/** A text field for passwords with a show/hide toggle. */
export function PasswordField({
  defaultVisible = false,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const text = useKitText();
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-visible={visible || undefined}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? text.hidePassword : text.showPassword}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((current) => !current)}
          disabled={props.disabled}
        />
      }
    />
  );
}
