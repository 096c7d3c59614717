import type { ComponentProps } from 'react';
import styles from './hydrated-form.module.css';
import { useHydrated } from './use-hydrated';

/**
 * A form whose fields stay disabled until the page's code has hydrated it, so nothing typed into the server's
 * markup is lost to hydration and no submit goes out before its handler exists.
 */
export function HydratedForm({ children, ...props }: ComponentProps<'form'>) {
  const isHydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className={styles.fields} disabled={!isHydrated}>
        {children}
      </fieldset>
    </form>
  );
}
