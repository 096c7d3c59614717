import { mdiLock } from '@mdi/js';
import { Icon } from './icon';

/** The padlock of a locked price or market. */
export function LockGlyph({ label }: { label: string }) {
  return <Icon path={mdiLock} label={label} size={14} />;
}
