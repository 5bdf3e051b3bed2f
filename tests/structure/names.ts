// When a string, a name or a file's path names a game: what the structure checks look for in shared
// code, shared stylesheets and shared data.

/** What the naming checks need of a game. */
export interface NamedGame {
  readonly id: string;
  readonly title: string;
}

/** The words of an identifier: "theDayCard" -> the, day, card; "BLACK_AND_RED_PLAY" -> black, and, red, play; "wh-day-pot" -> wh, day, pot. */
function wordsOf(identifier: string): string[] {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** True when a name (an identifier, a class, a file's name) holds the game's id as a run of its words. */
export function nameHoldsGame(name: string, game: NamedGame): boolean {
  const words = wordsOf(name);
  const part = game.id.split('-');
  return words.some((_, at) => part.every((word, i) => words[at + i] === word));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a string names `game`: it is the id or the title; it holds the id as a path or an
 * example id ("day/tie-breaker", "/day/", "examples/day", "day.mdx"); it holds the title as a word,
 * as the game writes it ("Day's"); or it holds an id of more than one word ("dark-hearts"). A
 * one-word id alone among other words ("every day") is English, not the game.
 */
function stringNamesGame(text: string, game: NamedGame): boolean {
  if (text === game.id || text === game.title) return true;
  const id = escape(game.id);
  const word = (name: string) => new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`);
  if (new RegExp(`(^|/)${id}(/|\\.\\w+$|$)|(^|[^\\w-])${id}/`).test(text)) return true;
  if (word(escape(game.title)).test(text)) return true;
  return game.id.includes('-') && word(id).test(text);
}

/** Where a game is named, and how: "the string \"day\"", "the name isDwyn". */
interface Naming {
  readonly line: number;
  readonly game: NamedGame;
  readonly what: string;
}

/** Every game named in `strings` and `identifiers`, once per line, game and word. */
export function namingsOf(
  strings: readonly { text: string; line: number }[],
  identifiers: readonly { text: string; line: number }[],
  games: readonly NamedGame[],
): Naming[] {
  const found = new Map<string, Naming>();
  const add = (line: number, game: NamedGame, what: string): void => {
    const key = `${line} ${game.id} ${what}`;
    if (!found.has(key)) found.set(key, { line, game, what });
  };
  for (const game of games) {
    for (const { text, line } of strings)
      if (stringNamesGame(text, game)) add(line, game, `the string ${JSON.stringify(text)}`);
    for (const { text, line } of identifiers) if (nameHoldsGame(text, game)) add(line, game, `the name ${text}`);
  }
  return [...found.values()];
}
