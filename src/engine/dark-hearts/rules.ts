// Dark Hearts' rule book: each id is an anchored section of content/docs/dark-hearts.mdx, in page
// order. Every event and refusal cites one of these ids.

export const DARK_HEARTS_RULES = {
  'players-and-deck': 'Players and the Dark Hand deck',
  'two-faces': 'One card, two faces',
  'first-dealer': 'Choosing the first dealer',
  deal: 'The deal',
  pass: 'Passing three cards',
  'pass-cycle': 'Which way to pass',
  'turn-order': 'Taking turns',
  'first-lead': 'The first lead',
  'follow-suit': 'Following suit in the shade',
  'trick-winner': 'Who wins a trick',
  'first-trick-no-points': 'No points on the first trick',
  'choose-shade': 'The leader chooses the shade',
  'hearts-broken': 'Breaking hearts, shade by shade',
  'lead-restriction': 'Leading points',
  'point-cards': 'Points count in the trick’s shade',
  'shooting-the-moon': 'Shooting the moon',
  'next-hand': 'The next hand',
  'game-end': 'The end of the game',
  'leftover-card': 'The leftover card (3 players)',
} as const;

export type DarkHeartsRule = keyof typeof DARK_HEARTS_RULES;
