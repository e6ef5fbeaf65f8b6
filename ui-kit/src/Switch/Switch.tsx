import { Switch as RadixSwitch } from 'radix-ui';
import { useId } from 'react';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  /** A line under the label, e.g. 'Get notified about new lessons and materials'. */
  description?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Submitted with a surrounding form. */
  name?: string;
}

/** An on/off setting: label and description on the left, the switch on the right. */
export function Switch({ label, description, ...switchProps }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.row} data-disabled={switchProps.disabled || undefined}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <RadixSwitch.Root
        {...switchProps}
        id={id}
        className={styles.switch}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixSwitch.Thumb className={styles.thumb} />
      </RadixSwitch.Root>
    </div>
  );
}
