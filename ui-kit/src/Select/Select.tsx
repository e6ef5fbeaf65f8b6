import { Select as RadixSelect } from 'radix-ui';
import { useId } from 'react';
import { CheckIcon, ChevronDownIcon } from '../icons/icons.tsx';
import fieldStyles from '../TextField/TextField.module.css';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
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
export function Select({ label, options, placeholder = 'Select…', hint, error, ...rootProps }: SelectProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field} data-invalid={!!error || undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <RadixSelect.Root {...rootProps}>
        <RadixSelect.Trigger
          id={id}
          className={styles.trigger}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
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
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
