// "One card, two faces": a few Dark Hand cards and a Light/Dark switch. Flip the switch and see
// which face of each card counts, what suit it follows and what it is worth. The first render
// (Light) is server-rendered, so the cards read without JavaScript.

import { useState } from 'preact/hooks';
import { DualCard } from './DualCard.tsx';
import { face, facePoints, faceName, SHADE_NAMES, type DarkCard, type Shade } from '../../engine/dark-hearts/ui.ts';

const CARDS: readonly DarkCard[] = ['4H', 'QS', 'KC', '8D'];
const SUITS: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export default function TwoFaces() {
  const [shade, setShade] = useState<Shade>('L');
  return (
    <div class="wh-two-faces not-content">
      <fieldset class="wh-shade-switch">
        <legend>Read the cards as if the trick were</legend>
        {(['L', 'D'] as const).map((s) => (
          <label key={s} class="wh-radio">
            <input type="radio" name="two-faces-shade" value={s} checked={shade === s} onChange={() => setShade(s)} />
            {SHADE_NAMES[s]}
          </label>
        ))}
      </fieldset>
      <ul class="wh-two-faces-cards" aria-live="polite">
        {CARDS.map((card) => {
          const f = face(card, shade);
          const points = facePoints(card, shade);
          return (
            <li key={card}>
              <DualCard card={card} shade={shade} />
              <p>
                In a {SHADE_NAMES[shade]} trick this card is the <strong>{faceName(card, shade)}</strong>: it follows{' '}
                {SUITS[f.slice(-1)]} and is worth{' '}
                {points === 0 ? 'nothing' : `${points} point${points === 1 ? '' : 's'}`}.
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
