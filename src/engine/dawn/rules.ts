// Dawn's rule book: each id is an anchored section of the Dawn page (content/docs/dawn.mdx), in page
// order. The engine cites these ids in every event and refusal; a test checks page and book agree.

export const DAWN_RULES = {
  'players-and-decks': 'Players and decks',
  deal: 'The deal',
  'swap-arrange': 'Arranging your hand',
  'swap-take': 'Taking two cards from your left',
  'swap-pick-up': 'Picking up a pair',
  'leftover-pairs': 'The two leftover pairs',
  'turn-order': 'Taking turns',
  'lead-any-card': 'Starting a pile',
  'one-lower': 'Exactly one rank lower',
  'ace-clears-pile': 'An Ace clears the pile',
  'must-play': 'You must play if you can',
  'draw-when-unable': 'Drawing when you cannot play',
  'drawn-card-played': 'Playing the card you drew',
  'draw-around': 'Back to the first player who failed',
  'all-fail-reset': 'When nobody can go lower',
  'stock-rebuilt': 'When the stock runs out',
  dawn: 'Dawn: winning the hand',
  'simultaneous-dawn': 'Reaching dawn together',
  dusk: 'The Dusk variant',
  match: 'Playing a match',
} as const;

export type DawnRule = keyof typeof DAWN_RULES;
