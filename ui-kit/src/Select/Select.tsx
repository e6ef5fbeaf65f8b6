import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import { FieldFrame } from '../TextField/FieldFrame.tsx';
import fieldStyles from '../TextField/TextField.module.css';
import { useKitText } from '../text/KitText.tsx';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  /** Keeps the label for assistive technology only, e.g. in a table cell under a header saying the same. @default false */
  hideLabel?: boolean;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen. @default 'Select…' */
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** Submitted with a surrounding form. */
  name?: string;
  required?: boolean;
}

/** A labelled single choice from a list (Radix Select: typeahead, arrow keys, Escape). */
export function Select({
  label,
  hideLabel = false,
  options,
  placeholder,
  hint,
  error,
  ...rootProps
}: SelectProps) {
  const text = useKitText();
  return (
    <FieldFrame label={label} hideLabel={hideLabel} hint={hint} error={error}>
      {(control) => (
        <RadixSelect.Root {...rootProps}>
          <RadixSelect.Trigger {...control} className={`${fieldStyles.box} ${styles.trigger}`}>
            <RadixSelect.Value placeholder={placeholder ?? text.selectPlaceholder} />
            <RadixSelect.Icon className={styles.icon}>
              <ChevronDownIcon />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={styles.item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <CheckIcon />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </FieldFrame>
  );
}
