// The games as the home page lists them, read from the game manifests (src/engine/registry.ts):
// name, players, cards needed and a one-line pitch in our own words.

import { playerRange } from '../engine/core/manifest.ts';
import { GAMES, type GameManifest } from '../engine/registry.ts';

interface GameCard {
  readonly id: string;
  readonly name: string;
  /** Player count, as shown to readers. */
  readonly players: string;
  /** The cards needed, as shown to readers. */
  readonly deck: string;
  /** One line on what the game is about. */
  readonly pitch: string;
  /** The rules page (a site path with a trailing slash). */
  readonly page: string;
}

function gameCard(manifest: GameManifest): GameCard {
  const { game } = manifest;
  return {
    id: game.id,
    name: game.title,
    players: playerRange(game.players.min, game.players.max),
    deck: manifest.cardsNeeded,
    pitch: manifest.pitch,
    page: manifest.page,
  };
}

/** The games a reader can open, in site order. */
export function gameCards(games: readonly GameManifest[] = GAMES): GameCard[] {
  return games.map(gameCard);
}
