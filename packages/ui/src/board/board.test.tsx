// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OddsButton } from '../odds/odds-button';
import { EventRow } from './event-row';
import { LeagueHeader } from './league-header';
import { MarketCells } from './market-columns';

afterEach(cleanup);

describe('league header and event row', () => {
  it('name the columns once and show one row per event with its prices and a link to every market', () => {
    render(
      <>
        <LeagueHeader
          name="England. Premier League"
          href="/en/epl"
          sportSlug="football"
          country="GB"
          columns={['1', 'X', '2']}
        />
        <EventRow
          href="/en/live/game"
          home={{ id: 1, name: 'Chelsea', score: 0 }}
          away={{ id: 2, name: 'Fulham', score: 2 }}
          status="2H 67'"
          live
          moreCount={31}
          moreLabel="All 31 markets"
        >
          <MarketCells columns={3}>
            <OddsButton label="Chelsea" price="12.50" lockedLabel="Locked" />
            <OddsButton label="Draw" price="5.20" lockedLabel="Locked" />
            <OddsButton label="Fulham" price="1.18" lockedLabel="Locked" />
          </MarketCells>
        </EventRow>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'England. Premier League' })).toBeTruthy();
    expect(screen.getByText('X')).toBeTruthy();
    const row = screen.getByRole('article', { name: 'Chelsea — Fulham' });
    expect(row.textContent).toContain("2H 67'");
    expect(screen.getByRole('link', { name: 'All 31 markets' }).textContent).toBe('+31');
    expect(screen.getAllByRole('button')).toHaveLength(3);
  });
});
