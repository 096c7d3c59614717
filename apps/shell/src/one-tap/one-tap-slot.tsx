import { useHydrated } from '@betfront/ui';
import { lazy, Suspense } from 'react';
import { useShell } from '../app/shell-context';
import { isOneTapOn } from './is-one-tap-on';

const OneTapSignIn = lazy(() => import('./one-tap-sign-in').then((module) => ({ default: module.OneTapSignIn })));

/**
 * Where one-tap sign-in is on, its code (the registration options' calls and schemas with it) loads once the page
 * runs; any other page, a player's above all, never loads it. It draws nothing: the prompt is the provider's frame.
 */
export function OneTapSlot() {
  const { state } = useShell();
  const isHydrated = useHydrated();
  if (!isHydrated || !isOneTapOn(state)) return null;
  return (
    <Suspense fallback={null}>
      <OneTapSignIn />
    </Suspense>
  );
}
