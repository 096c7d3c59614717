import { useState } from 'react';
import { EventRow } from '../board/event-row';
import { LeagueHeader } from '../board/league-header';
import { MarketCells, MarketLine } from '../board/market-columns';
import { ScrollTabs } from '../controls/scroll-tabs';
import { SegmentedControl } from '../controls/segmented-control';
import { StakeInput } from '../controls/stake-input';
import { Switch } from '../controls/switch';
import { SwitchLink } from '../controls/switch-link';
import { EmptyState } from '../empty-state';
import { EventRowSkeleton, Skeleton } from '../feedback/skeleton';
import { Flag } from '../media/flag';
import { SportIcon } from '../media/sport-icon';
import { TeamCrest } from '../media/team-crest';
import { OddsButton } from '../odds/odds-button';
import type { PriceMove } from '../odds/odds-button';
import { BottomSheet, Dialog } from '../overlays/dialog';
import { Toast } from '../overlays/toast';
import styles from './gallery.module.css';

const LOCKED = 'Locked';
const SPORTS = ['football', 'ice-hockey', 'basketball', 'tennis', 'volleyball', 'table-tennis', 'handball', 'cricket'];
const MORE_SPORTS = ['mma', 'boxing', 'futsal', 'badminton', 'snooker', 'darts', 'cs2', 'dota-2', 'efootball'];
const COUNTRIES = ['GB', 'ES', 'DE', 'IT', 'FR', 'RU', 'KZ', 'UZ', 'US', 'BR', 'IN', null];

function Example({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <figure className={styles.example}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.stage}>{children}</div>
    </figure>
  );
}

export function OddsSection() {
  const [picked, setPicked] = useState(false);
  const [move, setMove] = useState<{ direction: PriceMove; count: number } | null>(null);
  const price = move ? (move.direction === 'up' ? '2.15' : '1.95') : '2.05';
  return (
    <section className={styles.section}>
      <h2>Odds button</h2>
      <div className={styles.grid}>
        <Example title="Resting">
          <OddsButton label="Chelsea" price="1.85" lockedLabel={LOCKED} />
        </Example>
        <Example title="Picked (press it)">
          <OddsButton
            label="Draw"
            price="3.40"
            picked={picked}
            onClick={() => setPicked(!picked)}
            lockedLabel={LOCKED}
          />
        </Example>
        <Example title="Moved up">
          <OddsButton label="Over 2.5" price="2.10" move="up" lockedLabel={LOCKED} />
        </Example>
        <Example title="Moved down">
          <OddsButton label="Under 2.5" price="1.72" move="down" lockedLabel={LOCKED} />
        </Example>
        <Example title="Picked and moved">
          <OddsButton label="Fulham" price="4.33" picked move="up" lockedLabel={LOCKED} />
        </Example>
        <Example title="Locked">
          <OddsButton label="Arsenal" price={null} lockedLabel={LOCKED} />
        </Example>
        <Example title="Longest price">
          <OddsButton label="Outsider" price="190.02" lockedLabel={LOCKED} />
        </Example>
        <Example title="Flash on a move">
          <span className={styles.row}>
            <OddsButton key={move?.count ?? 0} label="Home" price={price} move={move?.direction} lockedLabel={LOCKED} />
            <button
              type="button"
              className={styles.action}
              onClick={() =>
                setMove((last) => ({
                  direction: last?.direction === 'up' ? 'down' : 'up',
                  count: (last?.count ?? 0) + 1,
                }))
              }
            >
              Move
            </button>
          </span>
        </Example>
      </div>
    </section>
  );
}

export function BoardSection() {
  const [market, setMarket] = useState<'result' | 'total' | 'handicap'>('result');
  const columns = { result: ['1', 'X', '2'], total: ['Total', 'Over', 'Under'], handicap: ['Line', '1', '2'] }[market];
  const prices = {
    result: [
      <OddsButton key="1" label="Chelsea" price="12.50" lockedLabel={LOCKED} />,
      <OddsButton key="x" label="Draw" price="5.20" move="down" lockedLabel={LOCKED} />,
      <OddsButton key="2" label="Fulham" price="1.18" move="up" lockedLabel={LOCKED} />,
    ],
    total: [
      <MarketLine key="l">2.5</MarketLine>,
      <OddsButton key="o" label="Over 2.5" price="2.30" lockedLabel={LOCKED} />,
      <OddsButton key="u" label="Under 2.5" price="1.58" lockedLabel={LOCKED} />,
    ],
    handicap: [
      <MarketLine key="l">+1.5</MarketLine>,
      <OddsButton key="1" label="Chelsea +1.5" price="4.33" lockedLabel={LOCKED} />,
      <OddsButton key="2" label="Fulham -1.5" price="1.19" lockedLabel={LOCKED} />,
    ],
  }[market];
  return (
    <section className={styles.section}>
      <h2>League header, market columns, event rows</h2>
      <SegmentedControl
        label="Market"
        value={market}
        onChange={setMarket}
        options={[
          { value: 'result', label: 'Result' },
          { value: 'total', label: 'Total' },
          { value: 'handicap', label: 'Handicap' },
        ]}
      />
      <div className={styles.board}>
        <LeagueHeader
          name="England. Premier League"
          href="#epl"
          sportSlug="football"
          country="GB-ENG"
          columns={columns}
        />
        <EventRow
          href="#game"
          home={{ id: 6, name: 'Chelsea', score: 0 }}
          away={{ id: 9, name: 'Fulham', score: 2 }}
          status="2H 67'"
          live
          moreCount={31}
          moreLabel="All 31 markets"
        >
          <MarketCells columns={3}>{prices}</MarketCells>
        </EventRow>
        <EventRow
          href="#game"
          home={{ id: 12, name: 'Manchester United' }}
          away={{ id: 18, name: 'Wolverhampton Wanderers' }}
          status="26.11 20:30"
          moreCount={28}
          moreLabel="All 28 markets"
        >
          <MarketCells columns={3}>
            <OddsButton label="Manchester United" price="1.62" lockedLabel={LOCKED} />
            <OddsButton label="Draw" price="4.10" lockedLabel={LOCKED} />
            <OddsButton label="Wolverhampton" price="5.75" lockedLabel={LOCKED} />
          </MarketCells>
        </EventRow>
        <EventRow
          href="#game"
          home={{ id: 2, name: 'Arsenal', score: 1 }}
          away={{ id: 3, name: 'Brentford', score: 1 }}
          status="1H 44'"
          live
          moreCount={30}
          moreLabel="All 30 markets"
        >
          <MarketCells columns={3}>
            <OddsButton label="Arsenal" price={null} lockedLabel={LOCKED} />
            <OddsButton label="Draw" price={null} lockedLabel={LOCKED} />
            <OddsButton label="Brentford" price={null} lockedLabel={LOCKED} />
          </MarketCells>
        </EventRow>
        <LeagueHeader name="ATP. Vienna" href="#atp" sportSlug="tennis" country={null} columns={['1', '2']} />
        <EventRow
          href="#game"
          home={{ id: 40, name: 'Khachanov K.', score: 1 }}
          away={{ id: 41, name: 'Rublev A.', score: 0 }}
          status="Set 2 · 3–4"
          live
          moreCount={12}
          moreLabel="All 12 markets"
        >
          <MarketCells columns={2}>
            <OddsButton label="Khachanov" price="1.44" lockedLabel={LOCKED} />
            <OddsButton label="Rublev" price="2.70" lockedLabel={LOCKED} />
          </MarketCells>
        </EventRow>
        <EventRowSkeleton />
      </div>
    </section>
  );
}

export function ControlsSection() {
  const tabs = [
    'Popular',
    'Football',
    'Ice hockey',
    'Basketball',
    'Tennis',
    'Volleyball',
    'Table tennis',
    'Handball',
    'Cricket',
  ];
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  const [stake, setStake] = useState('');
  return (
    <section className={styles.section}>
      <h2>Controls</h2>
      <div className={styles.grid}>
        <Example title="Tabs that scroll, with a fade">
          <ScrollTabs
            label="Sports"
            tabs={tabs.map((label, index) => ({
              href: `#${label}`,
              label,
              current: index === 1,
              icon: <SportIcon slug={SPORTS[index - 1] ?? 'other'} size={16} />,
            }))}
          />
        </Example>
        <Example title="Switch: on, off, disabled">
          <Switch label="Log-in alerts" checked={on} onChange={setOn} />
          <Switch label="Two-factor log-in" checked={off} onChange={setOff} />
          <Switch label="Locked by the operator" checked={false} onChange={() => undefined} disabled />
        </Example>
        <Example title="Switch set on its own page: on, off">
          <SwitchLink href="#two-step" label="Two-step sign-in" on stateText="On" />
          <SwitchLink href="#security-question" label="Security question" on={false} stateText="Off" />
        </Example>
        <Example title="Stake with quick stakes">
          <StakeInput
            label="Stake"
            value={stake}
            onChange={setStake}
            currency="₽"
            quickStakes={['10', '50', '100']}
            max={{ label: 'Max', amount: '1000' }}
          />
        </Example>
        <Example title="Stake with an error">
          <StakeInput
            label="Stake"
            value="5"
            onChange={() => undefined}
            currency="₽"
            quickStakes={['10', '50', '100']}
            error="The least stake is 10 ₽"
          />
        </Example>
      </div>
    </section>
  );
}

export function OverlaysSection() {
  const [dialog, setDialog] = useState(false);
  const [sheet, setSheet] = useState(false);
  return (
    <section className={styles.section}>
      <h2>Dialog, bottom sheet, toast</h2>
      <div className={styles.grid}>
        <Example title="Dialog and sheet">
          <span className={styles.row}>
            <button type="button" className={styles.action} onClick={() => setDialog(true)}>
              Open the dialog
            </button>
            <button type="button" className={styles.action} onClick={() => setSheet(true)}>
              Open the sheet
            </button>
          </span>
          <Dialog open={dialog} onClose={() => setDialog(false)} title="Log in" closeLabel="Close">
            <p>A centred card over a dimmed page.</p>
          </Dialog>
          <BottomSheet open={sheet} onClose={() => setSheet(false)} title="Coupon" closeLabel="Close">
            <p>A sheet that rises from the bottom edge.</p>
          </BottomSheet>
        </Example>
        <Example title="Toasts">
          <Toast
            message="Your bet is placed"
            tone="success"
            closeLabel="Close"
            onClose={() => undefined}
            durationMs={0}
          />
          <Toast
            message="The odds have changed"
            tone="danger"
            closeLabel="Close"
            onClose={() => undefined}
            durationMs={0}
          />
          <Toast message="Cash-out is open again" closeLabel="Close" onClose={() => undefined} durationMs={0} />
        </Example>
      </div>
    </section>
  );
}

export function FeedbackSection() {
  return (
    <section className={styles.section}>
      <h2>Empty state and skeletons</h2>
      <div className={styles.grid}>
        <Example title="Empty state, one primary action">
          <EmptyState
            title="No open bets"
            text="You have no unsettled bets. Pick odds in live or pre-match to place one."
            action={{ href: '#live', label: 'Go to live' }}
            links={[{ href: '#line', label: 'Pre-match' }]}
          />
        </Example>
        <Example title="Skeletons">
          <Skeleton width="60%" />
          <Skeleton height="2.5rem" />
          <Skeleton width="2.5rem" height="2.5rem" round />
        </Example>
      </div>
    </section>
  );
}

export function MediaSection() {
  return (
    <section className={styles.section}>
      <h2>Sport icons, flags, crests</h2>
      <div className={styles.row}>
        {[...SPORTS, ...MORE_SPORTS].map((slug) => (
          <SportIcon key={slug} slug={slug} label={slug} size={24} />
        ))}
      </div>
      <div className={styles.row}>
        {COUNTRIES.map((country) => (
          <Flag key={country ?? 'world'} country={country} label={country ?? 'International'} />
        ))}
      </div>
      <div className={styles.row}>
        {['Arsenal', 'Chelsea', 'Manchester City', 'Real Madrid', 'Спартак Москва', 'Зенит', 'Khachanov K.'].map(
          (name, index) => (
            <TeamCrest key={name} id={index + 1} name={name} size={28} />
          ),
        )}
      </div>
    </section>
  );
}
