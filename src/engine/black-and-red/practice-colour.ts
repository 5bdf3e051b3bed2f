// Black & Red's question on the target colour, kind `colour`: "This hand's upcard is the 5 of
// hearts, and you are player two. Which colour do you collect?" (rule target-colour). The upcard is
// turned face up at the deal and player one's first draw takes it, so both players know it all hand:
// the question is asked once it is known, and its answer rests on it and on who is player one,
// both on the table. The wrong choices are the readings a newcomer might have: the other colour,
// the colour most of your cards are, or the colour of a run you lead.

import { capital } from '../core/practice/question.ts';
import { cardName } from '../core/cards.ts';
import type { Seat } from '../core/game.ts';
import type { Asked, Choice, QuestionKind, Spot } from '../core/practice/question.ts';
import { seatName } from '../core/telling.ts';
import { shuffled } from '../core/practice/shuffled.ts';
import { colourOf, otherColour, playerOne, type BlackAndRedState } from './state.ts';

export const colourKind: QuestionKind = {
  id: 'colour',
  title: 'Which colour do you collect?',
  ask(spot: Spot, want: string | null): Asked | null {
    if (want !== null && want !== 'target-colour') return null;
    const state = spot.state as BlackAndRedState;
    const { seat } = spot;
    if (state.phase !== 'play' || state.upcard === null) return null;
    const upcard = state.upcard;
    const one = playerOne(state);
    const up = colourOf(upcard);
    const mine = seat === one ? up : otherColour(up);
    if (state.targets[seat] !== mine) return null;
    const name = (s: Seat): string => seatName(s, seat);
    const other: Seat = 1 - seat;
    const role = seat === one ? 'player one' : 'player two';
    const why = `The upcard, the ${cardName(upcard)}, is ${up}: player one (${name(one)}) collects ${up}, and player two (${name(1 - one)}) the other colour, ${otherColour(up)}.`;
    const label = (colour: string): string =>
      colour === up
        ? `${capital(colour)}, the upcard's colour`
        : `${capital(colour)}, the other colour from the upcard`;
    const choices: Choice[] = [
      { id: 'right', label: label(mine), right: true, why, rule: 'target-colour' },
      {
        id: 'other',
        label: label(otherColour(mine)),
        right: false,
        why: `${capital(otherColour(mine))} is what ${name(other)}, ${seat === one ? 'player two' : 'player one'}, collects. ${why}`,
        rule: 'target-colour',
      },
      {
        id: 'most',
        label: 'Whichever colour most of your cards are',
        right: false,
        why: `Your colour is set by the upcard, not by your hand. ${why}`,
        rule: 'target-colour',
      },
      {
        id: 'run',
        label: 'The colour of each run you lead',
        right: false,
        why: `Leading a run sets the colour everyone must discard in it, not the colour you collect. ${why}`,
        rule: 'run-colour',
      },
    ];
    return {
      rule: 'target-colour',
      move: null,
      prompt: `This hand's upcard is the ${cardName(upcard)}, and you are ${role}. Which colour do you collect, to go out with seven cards of it?`,
      multiple: false,
      choices: shuffled(choices, spot.random),
      answer: `You collect ${mine}. ${why}`,
    };
  },
};
