// Black & Red's rule book: each id is an anchored section of content/docs/black-and-red.mdx, in
// page order. Every event and refusal cites one of these ids.

export const BLACK_AND_RED_RULES = {
  'players-and-deck': 'Players and the deck',
  deal: 'The deal',
  'target-colour': 'The upcard sets your colour',
  'turn-order': 'Taking turns',
  'discard-then-draw': 'Discard, then draw',
  'run-colour': 'The run colour',
  'running-total': 'The running total',
  'thirty-one': 'Exactly 31',
  go: 'Go: when you cannot discard',
  'next-run': 'Starting the next run',
  'going-out': 'Going out',
  match: 'Playing to 11',
  'dealt-one-colour': 'Dealt all one colour',
  'stock-out': 'When the stock runs out',
  'turn-cap': 'The turn limit',
} as const;

export type BlackAndRedRule = keyof typeof BLACK_AND_RED_RULES;
