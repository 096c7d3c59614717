import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Side } from '../tracker/game-moments';

export const FRAME = { width: 640, height: 360 } as const;
/** How long the picture follows the ball into the net after a score. */
export const SCORE_REPLAY_MS = 4000;

/** A frame of the game's broadcast: its state from the feed and the words the picture carries. */
export interface BroadcastScene {
  game: GameSummary;
  lastScore: { side: Side; at: number } | null;
  texts: { live: string; score: string; status: string; finished: string };
  reducedMotion: boolean;
}

interface Palette {
  field: string;
  stripe: string;
  lines: string;
}

const GRASS: Palette = { field: '#2f7d32', stripe: '#2a722d', lines: 'rgba(255,255,255,0.85)' };
const ICE: Palette = { field: '#e8f1f7', stripe: '#dde9f2', lines: '#c62828' };
const PARQUET: Palette = { field: '#c98b4b', stripe: '#bf8244', lines: 'rgba(255,255,255,0.9)' };
const COURT: Palette = { field: '#2f6fa5', stripe: '#2b679a', lines: 'rgba(255,255,255,0.9)' };
const ARENA: Palette = { field: '#1d2433', stripe: '#1a2030', lines: 'rgba(120,180,255,0.6)' };

const PALETTES: Readonly<Record<string, Palette>> = {
  football: GRASS,
  efootball: GRASS,
  cricket: GRASS,
  'ice-hockey': ICE,
  basketball: PARQUET,
  handball: PARQUET,
  volleyball: PARQUET,
  tennis: COURT,
  'table-tennis': COURT,
};

function drawField(ctx: CanvasRenderingContext2D, palette: Palette): void {
  const { width, height } = FRAME;
  ctx.fillStyle = palette.field;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = palette.stripe;
  for (let x = 0; x < width; x += 80) ctx.fillRect(x, 0, 40, height);
  ctx.strokeStyle = palette.lines;
  ctx.lineWidth = 3;
  ctx.strokeRect(30, 60, width - 60, height - 100);
  ctx.beginPath();
  ctx.moveTo(width / 2, 60);
  ctx.lineTo(width / 2, height - 40);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(width / 2, 60 + (height - 100) / 2, 40, 0, Math.PI * 2);
  ctx.stroke();
  const boxTop = 60 + (height - 100) / 2 - 60;
  ctx.strokeRect(30, boxTop, 70, 120);
  ctx.strokeRect(width - 100, boxTop, 70, 120);
}

const easeOut = (share: number) => 1 - (1 - share) ** 3;

/** The ball rests on the centre spot; after a score it travels into the goal of the side that conceded. */
function drawBall(ctx: CanvasRenderingContext2D, scene: BroadcastScene, now: number): boolean {
  const centreY = 60 + (FRAME.height - 100) / 2;
  const replay = scene.lastScore && now - scene.lastScore.at < SCORE_REPLAY_MS ? scene.lastScore : null;
  let x = FRAME.width / 2;
  if (replay) {
    const goalX = replay.side === 'home' ? FRAME.width - 40 : 40;
    const share = scene.reducedMotion ? 1 : easeOut(Math.min(1, (now - replay.at) / (SCORE_REPLAY_MS / 2)));
    x += (goalX - x) * share;
  }
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#222222';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(x, centreY, 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  return replay !== null;
}

function fitText(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The score bug across the top: the sides, the score and where the game stands. */
function drawScoreBug(ctx: CanvasRenderingContext2D, scene: BroadcastScene): void {
  const { game, texts } = scene;
  ctx.fillStyle = 'rgba(10, 16, 28, 0.88)';
  ctx.fillRect(0, 0, FRAME.width, 56);
  ctx.font = '600 26px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'right';
  ctx.fillText(fitText(ctx, game.home.name, 230), FRAME.width / 2 - 52, 28);
  ctx.textAlign = 'left';
  ctx.fillText(fitText(ctx, game.away.name, 230), FRAME.width / 2 + 52, 28);
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffd54f';
  ctx.font = '700 32px system-ui, sans-serif';
  ctx.fillText(`${game.score?.home ?? 0}:${game.score?.away ?? 0}`, FRAME.width / 2, 28);
  ctx.font = '600 24px system-ui, sans-serif';
  ctx.fillStyle = 'rgba(10, 16, 28, 0.8)';
  const status = game.status === 'finished' ? texts.finished : texts.status;
  const statusWidth = ctx.measureText(status).width + 28;
  ctx.fillRect(FRAME.width / 2 - statusWidth / 2, FRAME.height - 40, statusWidth, 34);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(status, FRAME.width / 2, FRAME.height - 23);
}

/** The live mark in the corner; it pulses once a second unless motion is reduced. */
function drawLiveMark(ctx: CanvasRenderingContext2D, scene: BroadcastScene, now: number): void {
  if (scene.game.status !== 'live') return;
  const lit = scene.reducedMotion || Math.floor(now / 500) % 2 === 0;
  ctx.font = '700 20px system-ui, sans-serif';
  const width = ctx.measureText(scene.texts.live).width + 44;
  const left = FRAME.width - 16 - width;
  ctx.fillStyle = 'rgba(10, 16, 28, 0.8)';
  ctx.fillRect(left, 66, width, 32);
  ctx.fillStyle = lit ? '#ff3b30' : '#7a1d18';
  ctx.beginPath();
  ctx.arc(left + 16, 82, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'left';
  ctx.fillText(scene.texts.live, left + 30, 83);
}

function drawScoreBanner(ctx: CanvasRenderingContext2D, scene: BroadcastScene): void {
  ctx.fillStyle = 'rgba(255, 213, 79, 0.95)';
  ctx.fillRect(0, FRAME.height / 2 + 36, FRAME.width, 52);
  ctx.fillStyle = '#10161c';
  ctx.font = '800 30px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(fitText(ctx, scene.texts.score, FRAME.width - 40), FRAME.width / 2, FRAME.height / 2 + 62);
}

/** Draws one frame; answers whether the picture is moving (a replay runs) and wants frames soon. */
export function drawBroadcast(ctx: CanvasRenderingContext2D, scene: BroadcastScene, now: number): boolean {
  drawField(ctx, PALETTES[scene.game.sportSlug] ?? ARENA);
  const isReplaying = drawBall(ctx, scene, now);
  drawScoreBug(ctx, scene);
  drawLiveMark(ctx, scene, now);
  if (isReplaying) drawScoreBanner(ctx, scene);
  return isReplaying;
}
