// The drawing of HandLayout.astro as an SVG image in a data: URL (that file says why an image): a
// light panel with "Community cards" over the dealer's first two cards side by side and the final
// card above and between them, the player's two cards below, framed cards ringed, and the notes.

import { dayFacts } from '../../engine/day/ui.ts';

/** A card as laid in the picture. */
export interface Laid {
  /** The card in the page's notation: 7R, 5Rn, MoonS, Crown. */
  readonly card: string;
  /** One of the cards that make the hand: framed. */
  readonly framed: boolean;
  /** A note under the card (or, for the final card, beside it), one line per entry. */
  readonly note?: readonly string[];
}

interface Layout {
  /** The dealer's first card, second card and the final card, as laid. */
  readonly community: readonly [Laid, Laid, Laid];
  readonly hole: readonly [Laid, Laid];
  readonly legend: string;
  readonly holeHeading: string;
}

const W = 58;
const H = 80;

const STYLE = [
  'text{font-family:system-ui,sans-serif;text-anchor:middle;fill:#1d1d1f}',
  '.panel{fill:#f3f0e7}',
  '.heading{font-size:15px;font-weight:700}',
  '.face{fill:#fffdf8;stroke:#6f6a60;stroke-width:1.5}',
  '.rank{font-size:22px;font-weight:700}',
  '.pip{font-size:17px}',
  '.suit{font-size:11px;fill:#4a4741}',
  '.ring{fill:none;stroke:#3346c8;stroke-width:3}',
  '.note,.legend{font-size:13px;fill:#4a4741}',
  '.side{text-anchor:start}',
].join('');

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function label(x: number, y: number, cls: string, text: string): string {
  return `<text class="${cls}" x="${x}" y="${y}">${xml(text)}</text>`;
}

function face(card: string): { rank: string; pip: string; suit: string } {
  const facts = dayFacts(card);
  const rank = facts.suit === null ? facts.pip : facts.rank === 'Moon' ? '☾' : facts.rank;
  return { rank, pip: facts.suit === null ? '' : facts.pip, suit: facts.suit ?? 'Crown' };
}

/** The picture's address (a data: URL) and its height in CSS pixels (it is 320 wide). */
export function handLayoutImage({ community, hole, legend, holeHeading }: Layout): { src: string; height: number } {
  const height = hole.some((card) => (card.note?.length ?? 0) > 0) ? 420 : 392;
  // x, y of each card's top left corner; the final card's note goes beside it.
  const places = [
    { ...community[2], x: 131, y: 34, side: true },
    { ...community[0], x: 86, y: 136, side: false },
    { ...community[1], x: 176, y: 136, side: false },
    { ...hole[0], x: 96, y: 278, side: false },
    { ...hole[1], x: 166, y: 278, side: false },
  ];
  const cards = places.map((place) => {
    const { rank, pip, suit } = face(place.card);
    const x = place.x + W / 2;
    const notes = (place.note ?? []).map((line, i) =>
      place.side
        ? label(place.x + W + 12, place.y + 36 + i * 17, 'note side', line)
        : label(x, place.y + H + 18 + i * 16, 'note', line),
    );
    const ring = `<rect class="ring" x="${place.x - 4}" y="${place.y - 4}" width="${W + 8}" height="${H + 8}" rx="10"/>`;
    return [
      `<rect class="face" x="${place.x}" y="${place.y}" width="${W}" height="${H}" rx="7"/>`,
      label(x, place.y + (pip === '' ? 44 : 34), 'rank', rank),
      label(x, place.y + 56, 'pip', pip),
      label(x, place.y + 72, 'suit', suit),
      place.framed ? ring : '',
      ...notes,
    ].join('');
  });
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 ${height}" width="320" height="${height}">`,
    `<style>${STYLE}</style>`,
    `<rect class="panel" width="320" height="${height}" rx="12"/>`,
    label(160, 20, 'heading', 'Community cards'),
    ...cards,
    label(160, 266, 'heading', holeHeading),
    label(160, height - 8, 'legend', legend),
    '</svg>',
  ].join('');
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, height };
}
