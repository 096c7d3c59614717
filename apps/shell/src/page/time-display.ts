import type { Session } from '@betfront/contract';
import type { LayoutPreferences } from '@betfront/contract/preferences';
import { renderWithLayoutChoice, renderWithThemeChoice, renderWithTimeDisplay } from '@betfront/ui';
import type { IconSprite, TimeDisplay } from '@betfront/ui';
import type { RenderScope } from '@betfront/remote-kit/server';

/** The time display the session carries: the player's stored choice or the visitor's cookies. */
export const timeDisplayOf = (session: Pick<Session, 'time_zone' | 'is_12h'>): TimeDisplay => ({
  timeZone: session.time_zone,
  is12h: session.is_12h,
});

/** The layout the session carries: the player's stored choice or the visitor's cookies. */
export const layoutOf = (session: Session): LayoutPreferences => ({
  hide_left: session.hide_left,
  hide_right: session.hide_right,
  group_by_country: session.group_by_country,
  app_view_type: session.app_view_type,
});

/**
 * A server render scoped to the session's display preferences (its time display, its theme and its layout),
 * keeping the icons it draws for the sprite of the page or view it belongs to.
 */
export const pageRenderScope =
  (session: Session, icons: IconSprite): RenderScope =>
  (render) =>
    renderWithTimeDisplay(timeDisplayOf(session), () =>
      renderWithThemeChoice(session.theme, () =>
        renderWithLayoutChoice(layoutOf(session), () => icons.collect(render)),
      ),
    );
