import type { Translate } from '@betfront/remote-kit';
import type { KeyboardEvent } from 'react';
import { LOGIN_VARIANTS } from './login-form-state';
import type { LoginVariant } from './login-form-state';
import styles from './login-form.module.css';

interface VariantTabsProps {
  t: Translate;
  idPrefix: string;
  current: LoginVariant;
  onChange(variant: LoginVariant): void;
}

export const tabId = (idPrefix: string, variant: LoginVariant) => `${idPrefix}-tab-${variant}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

/** The ways to log in, as tabs; arrow keys move between them. */
export function VariantTabs({ t, idPrefix, current, onChange }: VariantTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const count = LOGIN_VARIANTS.length;
    const next = LOGIN_VARIANTS[(LOGIN_VARIANTS.indexOf(current) + step + count) % count] ?? current;
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <div role="tablist" aria-label={t('login.variants_label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {LOGIN_VARIANTS.map((variant) => (
        <button
          key={variant}
          id={tabId(idPrefix, variant)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={variant === current}
          aria-controls={panelId(idPrefix)}
          tabIndex={variant === current ? 0 : -1}
          onClick={() => onChange(variant)}
        >
          {t(`login.variant.${variant}`)}
        </button>
      ))}
    </div>
  );
}
