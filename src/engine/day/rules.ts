// Day's rule book: each id will be an anchored section of the Day page, in page order. Events,
// refusals and showdown results cite these ids; the win conditions' ids are also the condition ids
// the showdown evaluator reports (conditions.ts). Rulings DY-1 to DY-20 are explained on the page
// under the rule they touch.

export const DAY_RULES = {
  'players-and-deck': 'Players and the Day deck',
  'card-values': 'What the cards are worth',
  'moon-value': 'What a Moon is worth',
  crown: 'The Crown',
  dealer: 'The dealer',
  chips: 'Chips and the ante',
  deal: 'The deal',
  substitution: 'Substitution',
  betting: 'Betting',
  'betting-limits': 'How much you may bet',
  'all-in': 'All in and side pots',
  'final-card': 'The final card',
  'final-betting': 'The final round of betting',
  'last-player-standing': 'When everyone else folds',
  showdown: 'The showdown',
  'win-conditions': 'Win conditions and their points',
  'highest-card': 'Highest Card',
  'x-of-a-kind': 'X of a kind',
  eclipse: 'Eclipse',
  consecutive: 'Consecutive',
  'full-consecutive': 'Full Consecutive',
  day: 'Day',
  'full-day': 'Full Day',
  'substitution-penalty': 'The substitution penalty',
  'equal-points': 'Equal points',
  'tie-breaker': 'The tie-breaker',
  rake: 'The rake',
  'next-hand': 'The next hand',
  'session-end': 'The end of the session',
} as const;

export type DayRule = keyof typeof DAY_RULES;
