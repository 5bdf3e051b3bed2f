// What the sandbox opens besides a fresh deal, and what its notice says about it: the saved hand, a
// share link over the hand on the table, and the hands links replaced, kept one tap away. These are
// the controller's decisions (controller.ts asks, and puts what each answers on the table), in a
// module of their own because they work with the share-link codec: they load with it, when there
// is a link or a save to open, so a page's own script carries none of them.
//
// Nothing saved is lost to a link. One that is refused changes nothing: the hand on the table (on
// a page's first load, the saved hand, with the reader's settings) stays as it was, and the notice
// says what is wrong with the link. One that opens keeps the hand it replaces, when the reader was
// playing it (a move of theirs made, the game not over), until the reader goes back to it or
// discards it.

import type { PlayManifest } from '../../../engine/core/manifest.ts';
import { errorMessage, type ReplayableGame } from '../../../engine/core/replay.ts';
import {
  decodeLink,
  decodeSession,
  isObject,
  notationSave,
  restoreSession,
  SAVE_FORMAT,
  saveRecord,
} from './share-codec.ts';
import type { AnyGameOf, Session } from './session.ts';
import type { Restored, SavedHand, SaveSlot, Settings } from './storage.ts';

/** The most hands kept from before links: a longer chain of links lets the oldest go. */
const MOST_KEPT = 10;

/** The hands kept from before links, the last one latest, and the notice's sentence naming it. */
export interface Kept {
  readonly hands: readonly SavedHand[];
  readonly note: string | null;
}

/** The notice's sentence for a kept hand: its seed, and the moves made in it by every seat. */
function noteOf<S>({ setup, history }: Session<S>): string {
  const moves = history.length;
  return `The hand you were playing (seed ${setup.seed}, ${moves} move${moves === 1 ? '' : 's'} in) is kept.`;
}

/** What the controller puts on the table; what is left out stays as it is. */
export interface Opening<S> {
  /** The hand to show. On a first load, none means a fresh deal. */
  readonly session?: Session<S> | undefined;
  readonly notice?: string | null;
  readonly kept?: Kept;
  /** The saved settings, on a first load: kept whatever happens to the hand. */
  readonly settings?: Settings | undefined;
}

const BACK = 'Here is your hand again, as you left it.';

/** At most `most` characters of `text` (never half a character), with an ellipsis when there were more. */
function excerpt(text: string, most = 40): string {
  return text.length > most ? `${text.slice(0, most).replace(/[\uD800-\uDBFF]$/, '')}…` : text;
}

/**
 * What a refusal says: the error's sentence, with whatever it echoes of a link (a quoted move, a
 * game's name, an option's value) cut to a short excerpt, and the whole kept short.
 */
function reason(error: unknown): string {
  const text = errorMessage(error)
    // A quotation opens after a space: what follows a closing quote is the sentence's own.
    .replace(/(^|\s)"([^"]{41,})/g, (_, space: string, echoed: string) => `${space}"${excerpt(echoed)}`)
    .replace(/[^\s"“”()]{41,}/g, (run) => excerpt(run));
  return excerpt(text, 300);
}

type Game<S> = AnyGameOf<S> & ReplayableGame;

/** The game to replay a hand with: with its tools when the hand starts from a hand-written position. */
async function gameFor<S>(play: PlayManifest, tools: boolean | undefined): Promise<Game<S>> {
  return (tools ? await play.withTools() : play.game) as Game<S>;
}

const decodeHand = async <S>(play: PlayManifest, hand: SavedHand): Promise<Session<S>> =>
  decodeSession<S>(await gameFor<S>(play, hand.tools), hand.record);

/** Whether replacing `session` would cost the reader a hand they are playing. */
function inProgress<S>(game: AnyGameOf<S>, session: Session<S>): boolean {
  return game.outcome(session.state) === null && session.history.some((p) => p.seat === session.setup.seat);
}

/** Whether `a` and `b` are the same deal (options, seed, seat, position) and `a`'s moves begin `b`'s. */
function leadsTo<S>(game: AnyGameOf<S>, a: Session<S>, b: Session<S>): boolean {
  const deal = ({ setup }: Session<S>) =>
    JSON.stringify([game.parseOptions(setup.options), setup.seed, setup.seat, setup.position ?? null]);
  return (
    deal(a) === deal(b) &&
    a.history.length <= b.history.length &&
    a.history.every((p, i) => p.seat === b.history[i]?.seat && p.action === b.history[i]?.action)
  );
}

/**
 * `hands` as the sandbox keeps them (as stored: anything but a list of records is no list), with
 * the note for the last one. A kept hand that no longer replays is let go: it could not be opened.
 */
async function listed(play: PlayManifest, hands: unknown): Promise<Kept> {
  let list: SavedHand[] = Array.isArray(hands)
    ? hands
        .filter((hand) => isObject(hand) && typeof hand['record'] === 'string')
        .map((hand: Record<string, unknown>) => ({
          record: hand['record'] as string,
          ...(hand['tools'] === true ? { tools: true } : {}),
        }))
        .slice(-MOST_KEPT)
    : [];
  for (let top = list.at(-1); top; top = list.at(-1)) {
    try {
      return { hands: list, note: noteOf(await decodeHand(play, top)) };
    } catch {
      list = list.slice(0, -1);
    }
  }
  return { hands: [], note: null };
}

/**
 * The kept hands once `current` is kept (as `hand`, its save, when it has one). A hand of the same
 * deal as the one kept last replaces it: trying a decision again and again keeps the latest try.
 */
async function keep<S>(play: PlayManifest, current: Session<S>, kept: Kept, hand?: SavedHand): Promise<Kept> {
  const game = play.game as Game<S>;
  const saved = hand ?? saveRecord(await gameFor<S>(play, current.setup.position !== undefined), current);
  const top = kept.hands.at(-1);
  const same = top !== undefined && leadsTo(game, { ...(await decodeHand<S>(play, top)), history: [] }, current);
  return {
    hands: [...kept.hands.slice(0, same ? -1 : undefined), saved].slice(-MOST_KEPT),
    note: noteOf(current),
  };
}

/**
 * `link` opened over `current` (the hand on the table; none, on a first load with no saved hand):
 * the linked hand, keeping `current` if the reader was playing it, or a notice saying why not and
 * nothing else changed.
 */
async function open<S>(
  play: PlayManifest,
  link: string,
  current: Session<S> | undefined,
  kept: Kept,
  hand?: SavedHand,
): Promise<Opening<S>> {
  const game = play.game as Game<S>;
  let linked: Session<S>;
  // What the reader is told: opened from a link, or back at a decision ("Try again from here").
  let notice: string;
  try {
    ({ session: linked, notice } = decodeLink<S>((await play.withTools()) as Game<S>, link));
  } catch (error) {
    const stays = current ? 'Your hand is as you left it.' : 'Here is a fresh deal instead.';
    return { notice: `That link could not be opened. ${reason(error)} ${stays}`, kept };
  }
  if (!current) return { session: linked, notice, kept };
  // Replacing the hand costs nothing when the link holds it whole (the same hand, or played on
  // from it), or when the reader was not playing it.
  const costs = !leadsTo(game, current, linked) && inProgress(game, current);
  return { session: linked, notice, kept: costs ? await keep(play, current, kept, hand) : kept };
}

/**
 * The hand for a page's first load: `link` (the address's share link) over the saved hand, or the
 * saved hand, each with the saved settings and the hands kept from before links. A saved hand that
 * cannot be restored is discarded with a notice saying why.
 */
export async function restore<S>(play: PlayManifest, saves: SaveSlot, link: string | null): Promise<Opening<S>> {
  // A save that does not read back is dropped where it is read (../storage.ts); one that reads
  // but does not replay is cleared here: either way, the notice says why.
  const read = saves.read(SAVE_FORMAT);
  const saved: Restored | null = read.value;
  let current: Session<S> | undefined;
  let hand: SavedHand | undefined;
  let lost = read.dropped ? lostSave(read.dropped) : '';
  try {
    if (saved && 'record' in saved) {
      hand = saved.tools ? { record: saved.record, tools: true } : { record: saved.record };
      current = await decodeHand<S>(play, hand);
    } else if (saved) {
      const { setup, moves } = notationSave(saved.notation);
      current = restoreSession<S>(await gameFor<S>(play, setup.position !== undefined), setup, moves);
    }
  } catch (error) {
    saves.clear();
    current = hand = undefined;
    lost = lostSave(error);
  }
  const kept = await listed(play, saved?.kept);
  const settings = saved ? { pace: saved.pace, reveal: saved.reveal, strong: saved.strong } : undefined;
  if (link === null) return { session: current, notice: lost ? `${lost} Here is a fresh deal.` : null, kept, settings };
  // Refused, the link leaves the saved hand on the table.
  const opened = await open(play, link, current, kept, hand);
  return { session: current, ...opened, notice: `${lost} ${opened.notice ?? ''}`.trim(), settings };
}

function lostSave(error: unknown): string {
  return `Your saved hand could not be restored (${reason(error)}), so it was discarded.`;
}

/** A link followed into the page ("play on from here", "Try again from here"), over `current`. */
export function follow<S>(play: PlayManifest, current: Session<S>, kept: Kept, link: string): Promise<Opening<S>> {
  return open(play, link, current, kept);
}

/** The hand kept last, back on the table; the one there goes, as the reader chose. */
export async function back<S>(play: PlayManifest, { hands }: Kept): Promise<Opening<S>> {
  const top = hands.at(-1);
  const rest = await listed(play, hands.slice(0, -1));
  if (!top) return { kept: rest };
  try {
    return { session: await decodeHand<S>(play, top), notice: BACK, kept: rest };
  } catch (error) {
    return { notice: `Your earlier hand could not be restored (${reason(error)}), so it was discarded.`, kept: rest };
  }
}

/** The hand kept last, let go as the reader chose. */
export async function discard<S>(play: PlayManifest, { hands }: Kept): Promise<Opening<S>> {
  return { kept: await listed(play, hands.slice(0, -1)) };
}
