// Dawn's own practice question, "Is this dawn?" (rule dawn; dusk in the Dusk variant): the reader,
// close to dawn, plays a card from their own hand, and says whether that card brings dawn. The
// answer follows from what the reader sees: dawn is checked on the player's own hand alone, right
// after the card leaves it (win.ts, checkHand), and the reader sees that hand (game.view); nothing
// hidden, not the stock and not another hand, can change it. A drawn card is never the move, as
// the reader could not know it. The answer is the engine's: the move is applied and a dawn event
// read, and the reason is its dawn sentence or the black cards still in the hand afterwards. The
// choices: dawn, or not yet with so many black cards still held (the right count and one either
// side), and, at dawn, the mistake of thinking the hand must be empty.

import { capital } from '../core/practice/question.ts';
import { cardName, type Card } from '../core/cards.ts';
import type { GameEvent } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { tell } from '../core/telling.ts';
import type { DawnAction } from './actions.ts';
import type { DawnGame, DawnRule, DawnState } from './index.ts';
import { isUnwanted } from './state.ts';
import type { DawnView } from './view.ts';
import { winRule } from './win.ts';
import { shuffled } from '../core/practice/shuffled.ts';

/** The most unwanted cards a hand may hold for a question: further from dawn, "no" is too plain. */
const MAX_UNWANTED = 2;
/** When a card that brings dawn is among the plays, how often the question is about one (in 100). */
const YES_CHANCE = 90;
/** When no play brings dawn, how often a spot is asked about anyway (in 100): keeps "yes" near half. */
const NO_CHANCE = 8;

interface Play {
  readonly action: DawnAction & { readonly type: 'play' };
  readonly events: readonly GameEvent<DawnRule>[];
  /** The engine's dawn event for the seat, when the play brings it. */
  readonly dawn: GameEvent<DawnRule> | null;
}

export const isDawnKind: QuestionKind = {
  id: 'is-dawn',
  title: 'Is this dawn?',
  ask(spot: Spot, want: string | null): Asked | null {
    const game = spot.game as DawnGame;
    const state = spot.state as DawnState;
    const { seat } = spot;
    if (state.phase !== 'play') return null;
    const rule = winRule(state);
    if (want !== null && want !== rule) return null;
    const view: DawnView = game.view(state, seat);
    const hand = view.seats[seat]?.cards;
    if (hand === undefined) return null;
    const variant = state.options.variant;
    if (hand.filter((card) => isUnwanted(card, variant)).length > MAX_UNWANTED) return null;

    const plays: Play[] = [];
    for (const action of spot.legal as readonly DawnAction[]) {
      if (action.type !== 'play') continue;
      const events = game.apply(state, seat, action).events;
      const dawn = events.find((e) => e.kind === 'dawn' && e.seat === seat) ?? null;
      plays.push({ action, events, dawn });
    }
    if (plays.length === 0) return null;
    const yes = plays.filter((p) => p.dawn !== null);
    const no = plays.filter((p) => p.dawn === null);
    let play: Play;
    if (yes.length > 0 && (no.length === 0 || spot.random.int(1, 100) <= YES_CHANCE)) play = spot.random.pick(yes);
    else if (yes.length === 0 && spot.random.int(1, 100) > NO_CHANCE) return null;
    else play = spot.random.pick(no);

    // What the reader sees: their hand after the card leaves it. The engine's answer must agree.
    const left = without(hand, play.action.card).filter((card) => isUnwanted(card, variant));
    if ((left.length === 0) !== (play.dawn !== null)) return null;

    const say = (event: GameEvent<DawnRule>): string => tell(game, event, seat, seat);
    const [first, ...rest] = play.events;
    if (first === undefined) return null;
    const move = say(first);
    const colour = variant === 'dusk' ? 'red' : 'black';
    const other = variant === 'dusk' ? 'black' : 'red';
    const goal = variant === 'dusk' ? 'dusk' : 'dawn';
    const played = cardName(play.action.card);

    const yesLabel = `Yes: you hold no ${colour} cards, so it is ${goal} and you win the hand`;
    const holding = (n: number): string => `No: you still hold ${count(n, colour)}`;
    const prompt = `You play this card. Is it ${goal} now: does it win you the hand?`;
    const reds = without(hand, play.action.card);

    if (play.dawn !== null) {
      const sentence = say(play.dawn);
      const choices: Choice[] = [
        { id: 'yes', label: yesLabel, right: true, why: sentence, rule },
        {
          id: 'one',
          label: holding(1),
          right: false,
          why: `Once the ${played} leaves your hand you hold no ${colour} card at all${reds.length > 0 ? `: the ${list(reds.map(cardName))} ${reds.length === 1 ? 'is' : 'are all'} ${other}` : ''}.`,
          rule,
        },
        {
          id: 'empty',
          label: `No: you still hold cards, and only an empty hand wins`,
          right: false,
          why: `${capital(other)} cards do not count: a hand with no ${colour} cards wins, whatever else it holds. ${sentence}`,
          rule,
        },
      ];
      return {
        rule,
        move,
        prompt,
        multiple: false,
        choices: shuffled(choices, spot.random),
        answer: `Yes. ${sentence}`,
      };
    }

    const still = `After the ${played} you still hold ${count(left.length, colour)}: the ${list(left.map(cardName))}.`;
    const after = rest.filter((e) => e.kind !== 'dawn').map(say);
    const choices: Choice[] = [
      { id: 'yes', label: yesLabel, right: false, why: `Not ${goal}. ${still} ${dawnNeeds(colour)}`, rule },
      { id: 'held', label: holding(left.length), right: true, why: `${still} ${dawnNeeds(colour)}`, rule },
      ...[left.length - 1, left.length + 1]
        .filter((n) => n >= 1)
        .map((n) => ({
          id: `held-${String(n)}`,
          label: holding(n),
          right: false,
          why: `After the ${played} you still hold ${count(left.length, colour)}, not ${count(n, colour).replace(/ \w+ cards?$/, '')}: the ${list(left.map(cardName))}.`,
          rule,
        })),
    ];
    return {
      rule,
      move,
      prompt,
      multiple: false,
      choices: shuffled(choices, spot.random),
      answer: [`No, not yet. ${still}`, ...after].join(' '),
    };
  },
};

/** `cards` without one copy of `card` (two decks may hold two alike). */
function without(cards: readonly Card[], card: Card): Card[] {
  const at = cards.indexOf(card);
  return at < 0 ? cards.slice() : cards.toSpliced(at, 1);
}

function dawnNeeds(colour: string): string {
  return `Only a hand with no ${colour} cards at all wins.`;
}

function count(n: number, colour: string): string {
  return `${['no', 'one', 'two', 'three'][n] ?? String(n)} ${colour} card${n === 1 ? '' : 's'}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
