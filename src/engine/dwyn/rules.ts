// DWYN's rule book: each id is an anchored section of content/docs/dwyn.mdx, in page order, which
// is the order the page teaches in: the cards; the seats and who plays when; the deal, the opening
// lay-out and the first discard, as they happen; a turn; the KROWN and the pool it brings, before
// STEAL and DWYN, whose played cards go into the pool; the end. Every event and refusal cites one
// of these ids; an id never changes, so links to a rule keep working when the page is reordered.

export const DWYN_RULES = {
  'players-and-deck': 'Players and the deck',
  'body-cards': 'Body cards and bodies',
  'number-cards': 'Number cards',
  'turn-order': 'Taking turns',
  deal: 'The deal',
  'opening-layout': 'The opening lay-out',
  'first-discard': 'The first discard',
  draw: 'Drawing',
  'one-action': 'One action a turn',
  discard: 'Discarding',
  'lay-out': 'Laying out a body card',
  'krown-draw': 'Drawing the KROWN',
  pool: 'The pool',
  'after-krown': 'Turns after the KROWN',
  protection: 'Protected bodies',
  steal: 'STEAL',
  challenge: 'DWYN: the challenge',
  duel: 'The duel',
  'won-cards': 'Cards you win',
  winning: 'Winning',
  'no-progress': 'When nobody can win',
  match: 'Playing several games',
} as const;

export type DwynRule = keyof typeof DWYN_RULES;
