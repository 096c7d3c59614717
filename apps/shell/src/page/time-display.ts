import type { Session } from '@betfront/contract';
import { renderWithThemeChoice, renderWithTimeDisplay } from '@betfront/ui';
import type { TimeDisplay } from '@betfront/ui';
import type { RenderScope } from '@betfront/remote-kit/server';

/** The time display the session carries: the player's stored choice or the visitor's cookies. */
export const timeDisplayOf = (session: Pick<Session, 'time_zone' | 'is_12h'>): TimeDisplay => ({
  timeZone: session.time_zone,
  is12h: session.is_12h,
});

/** A server render scoped to the session's display preferences: its time display and its theme. */
export const timeDisplayScope =
  (session: Pick<Session, 'time_zone' | 'is_12h' | 'theme'>): RenderScope =>
  (render) =>
    renderWithTimeDisplay(timeDisplayOf(session), () => renderWithThemeChoice(session.theme, render));
