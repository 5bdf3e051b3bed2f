// Reading a tableau (rules body-cards, protection, winning). A tableau holds body cards and perhaps
// the KROWN; each body card exists once, so a suit's parts in a tableau are three bits.

import { dwynIndexOrMissing, DWYN_SUITS, KROWN_INDEX, partAt, suitAt, type DwynCard, type DwynSuit } from './deck.ts';

/** Per suit, a bit per body part present (1 HEAD, 2 TORSO, 4 FEET), packed three bits a suit. */
export function suitBits(tableau: readonly DwynCard[]): number {
  let bits = 0;
  for (let i = 0; i < tableau.length; i++) {
    const index = dwynIndexOrMissing(tableau[i] as DwynCard);
    const part = partAt(index);
    if (part >= 0 && part < 3) bits |= 1 << (suitAt(index) * 3 + part);
  }
  return bits;
}

/** Rule protection (DW-12): a body card is safe when its seat has all three parts of its suit. */
export function isProtectedAt(bits: number, index: number): boolean {
  if (index === KROWN_INDEX) return false;
  return ((bits >> (suitAt(index) * 3)) & 7) === 7;
}

export function protectedSuits(tableau: readonly DwynCard[]): DwynSuit[] {
  const bits = suitBits(tableau);
  const out: DwynSuit[] = [];
  for (let suit = 0; suit < DWYN_SUITS.length; suit++)
    if (((bits >> (suit * 3)) & 7) === 7) out.push(DWYN_SUITS[suit] as DwynSuit);
  return out;
}

/** Rule winning: at least one HEAD, one TORSO and one FEET, of any suits. */
export function hasBody(tableau: readonly DwynCard[]): boolean {
  let parts = 0;
  for (let i = 0; i < tableau.length; i++) {
    const part = partAt(dwynIndexOrMissing(tableau[i] as DwynCard));
    if (part >= 0 && part < 3) parts |= 1 << part;
  }
  return parts === 7;
}

export function hasKrown(tableau: readonly DwynCard[]): boolean {
  for (let i = 0; i < tableau.length; i++) if (tableau[i] === 'KROWN') return true;
  return false;
}

/** The missing body parts (0 HEAD, 1 TORSO, 2 FEET) as three bits: 0 means a body is complete. */
export function missingParts(tableau: readonly DwynCard[]): number {
  let parts = 0;
  for (let i = 0; i < tableau.length; i++) {
    const part = partAt(dwynIndexOrMissing(tableau[i] as DwynCard));
    if (part >= 0 && part < 3) parts |= 1 << part;
  }
  return 7 & ~parts;
}
