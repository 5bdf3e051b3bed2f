// DWYN's rule book: each id is an anchored section of content/docs/dwyn.mdx, in page order. Every
// event and refusal cites one of these ids.

export const DWYN_RULES = {
  'players-and-deck': 'Players and the deck',
  'body-cards': 'Body cards and bodies',
  'number-cards': 'Number cards',
  deal: 'The deal',
  'opening-layout': 'The opening lay-out',
  'turn-order': 'Taking turns',
  draw: 'Drawing',
  'one-action': 'One action a turn',
  discard: 'Discarding',
  'lay-out': 'Laying out a body card',
  protection: 'Protected bodies',
  steal: 'STEAL',
  challenge: 'DWYN: the challenge',
  duel: 'The duel',
  'won-cards': 'Cards you win',
  'krown-draw': 'Drawing the KROWN',
  pool: 'The pool',
  'after-krown': 'Turns after the KROWN',
  winning: 'Winning',
  'no-progress': 'When nobody can win',
  match: 'Playing several games',
} as const;

export type DwynRule = keyof typeof DWYN_RULES;
