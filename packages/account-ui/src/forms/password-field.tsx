import { Icon } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { mdiEyeOffOutline, mdiEyeOutline } from '@mdi/js';
import { useState } from 'react';
import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';
import styles from './form.module.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  t: Translate;
}

/** A password input with a button that shows the typed password and hides it again. */
export function PasswordField({ t, ...fieldProps }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const label = t(shown ? 'login.password.hide' : 'login.password.show');
  return (
    <TextField
      {...fieldProps}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-label={label}
          aria-pressed={shown}
          title={label}
          onClick={() => setShown((current) => !current)}
        >
          <Icon path={shown ? mdiEyeOffOutline : mdiEyeOutline} size={22} />
        </button>
      }
    />
  );
}
