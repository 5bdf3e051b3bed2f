// Day's rule book: each id will be an anchored section of the Day page, in page order. Events,
// refusals and showdown results cite these ids; the win conditions' ids are also the condition ids
// the showdown evaluator reports (conditions.ts). Rulings DY-1 to DY-20 are explained on the page
// under the rule they touch.
//
// The page teaches in this order (tests/engine/day/page-order.test.ts): the cards; what a hand is
// trying to make (the showdown, the win conditions, how ties are settled); a hand step by step
// (the deal, substitution, the two rounds of betting, the end of a hand and of a session); and
// last the betting layer borrowed from poker (bet sizes, all in and side pots, the rake). Only the
// order of the sections depends on this order: ids are links, and never change.

export const DAY_RULES = {
  'players-and-deck': 'Players and the Day deck',
  'card-values': 'What the cards are worth',
  'moon-value': 'What a Moon is worth',
  crown: 'The Crown',
  showdown: 'The showdown',
  'win-conditions': 'Win conditions and their points',
  'highest-card': 'Highest Card',
  'x-of-a-kind': 'X of a kind',
  eclipse: 'Eclipse',
  consecutive: 'Consecutive',
  'full-consecutive': 'Full Consecutive',
  day: 'Day',
  'full-day': 'Full Day',
  'equal-points': 'Equal points',
  'tie-breaker': 'The tie-breaker',
  dealer: 'The dealer',
  chips: 'Chips and the ante',
  deal: 'The deal',
  substitution: 'Substitution',
  'substitution-penalty': 'The substitution penalty',
  betting: 'Betting',
  'final-card': 'The final card',
  'final-betting': 'The final round of betting',
  'last-player-standing': 'When everyone else folds',
  'next-hand': 'The next hand',
  'session-end': 'The end of the session',
  'betting-limits': 'How much you may bet',
  'all-in': 'All in and side pots',
  rake: 'The rake',
} as const;

export type DayRule = keyof typeof DAY_RULES;
