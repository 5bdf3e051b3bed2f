// The reader's accuracy over their last reviewed hands of a game (history.ts), as a small line
// chart in inline SVG; its figures are also its accessible name.

import type { Reviewed } from './history.ts';

const W = 240;
const H = 64;
const PAD = 6;

/** `deal`: what the game calls one deal (a hand, or a game). */
export function HistoryChart({ hands, deal }: { readonly hands: readonly Reviewed[]; readonly deal: string }) {
  if (hands.length === 0) return null;
  const x = (i: number): number =>
    PAD + (hands.length === 1 ? (W - 2 * PAD) / 2 : (i * (W - 2 * PAD)) / (hands.length - 1));
  const y = (accuracy: number): number => H - PAD - accuracy * (H - 2 * PAD);
  const points = hands.map((h, i) => `${x(i).toFixed(1)},${y(h.accuracy).toFixed(1)}`).join(' ');
  const last = hands.length === 1 ? `your last reviewed ${deal}` : `your last ${hands.length} reviewed ${deal}s`;
  const label = `Accuracy over ${last}: ${hands.map((h) => `${Math.round(h.accuracy * 100)}%`).join(', ')}`;
  return (
    <figure class="wh-review-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} role="img" aria-label={label}>
        <line x1={PAD} x2={W - PAD} y1={y(1)} y2={y(1)} class="wh-review-grid" />
        <line x1={PAD} x2={W - PAD} y1={y(0.5)} y2={y(0.5)} class="wh-review-grid" />
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} class="wh-review-grid" />
        <polyline points={points} class="wh-review-line" />
        {hands.map((h, i) => (
          <circle key={i} cx={x(i)} cy={y(h.accuracy)} r={2.5} class="wh-review-dot" />
        ))}
      </svg>
      <figcaption>Accuracy over {last} (top line 100%, middle 50%)</figcaption>
    </figure>
  );
}
