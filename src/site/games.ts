// The games Worked Hands covers, for the home page and anything else that lists them. `page` is the
// game's rules page, or null while it has none. Pitches are our own words; player counts and decks
// follow the rulings (shared/RULINGS.md section 3).

export type GameId = 'dawn' | 'day' | 'black-and-red' | 'dwyn' | 'dark-hearts';

export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  /** Player count, as shown to readers. */
  readonly players: string;
  /** The cards needed, as shown to readers. */
  readonly deck: string;
  /** One line on what the game is about. */
  readonly pitch: string;
  /** The rules page (a site path with a trailing slash), or null when there is none yet. */
  readonly page: string | null;
}

/** A game that has a rules page. */
export type GameWithPage = GameInfo & { readonly page: string };

export const SITE_GAMES: readonly GameInfo[] = [
  {
    id: 'dawn',
    name: 'Dawn',
    players: '2 to 11',
    deck: 'One to three standard 52-card decks, more for bigger tables',
    pitch: 'Shed your black cards down a falling run of ranks until your hand is all red.',
    page: '/dawn/',
  },
  {
    id: 'day',
    name: 'Day',
    players: '2 to 8',
    deck: 'The 40-card Day deck: three suits of 1 to 12 and a Moon, plus a wild Crown',
    pitch: 'A betting game in the style of poker: two cards of your own, three shared, and the rare Day to aim for.',
    page: null,
  },
  {
    id: 'black-and-red',
    name: 'Black & Red',
    players: '2',
    deck: 'One standard 52-card deck',
    pitch:
      'Race your opponent to seven cards of your colour, while whoever starts each count to 31 picks the colour you both must throw away.',
    page: '/black-and-red/',
  },
  {
    id: 'dwyn',
    name: 'DWYN',
    players: '2 to 6',
    deck: 'The DWYN deck: 58 cards in six suits, with STEAL, DWYN and KROWN cards (the two jokers are left out)',
    pitch:
      'Build a head, torso and feet, claim the KROWN and empty your hand, while rivals steal and challenge your parts.',
    page: null,
  },
  {
    id: 'dark-hearts',
    name: 'Dark Hearts',
    players: '3 or 4',
    deck: 'The Dark Hand deck: 52 double-faced cards, each with a Light face and a Dark face (the two jokers are left out)',
    pitch:
      'Hearts with a twist: dodge the hearts and the Queen of spades when every card has two faces and the leader of each trick picks which one counts.',
    page: '/dark-hearts/',
  },
];

export function hasPage(game: GameInfo): game is GameWithPage {
  return game.page !== null;
}

/** The games a reader can open now, in site order. */
export function gamesWithPages(games: readonly GameInfo[] = SITE_GAMES): GameWithPage[] {
  return games.filter(hasPage);
}
