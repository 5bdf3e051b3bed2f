// The position view's options (issue 43): every option the sandbox's setup form offers
// (core/option-lists.ts), changed on the position being set up. The cards stay where the reader put
// them: an option that makes the position impossible (three players holding a fourth player's
// hand, a second deck's cards with one deck) is said in a sentence, with the position's own
// problems listed by the view, and nothing is lost: the reader puts the option back, fixes the
// cards, or empties the table. An option the game refuses outright changes nothing.

import { optionFields, type OptionField } from '../../../engine/core/option-lists.ts';
import type { AnyGame } from '../../../engine/core/game.ts';
import { errorMessage } from '../../../engine/core/replay.ts';
import type { PositionGame } from '../../../engine/core/position/check.ts';
import { checked, type Draft } from './model.ts';

/** The options the view offers for `game`: the sandbox's, in its order (those it tucks away, marked advanced). */
export function positionOptions(game: AnyGame): readonly OptionField[] {
  return optionFields(game.options);
}

/** The label of `field`'s choice whose value reads as `raw` (a select's value), or `raw` itself. */
function choiceOf(field: OptionField, raw: string): { readonly value: unknown; readonly label: string } {
  return field.choices.find((c) => String(c.value) === raw) ?? { value: raw, label: raw };
}

type OptionChange =
  /** The draft with the option set; `warning` when the position cannot happen with it. */
  | { readonly draft: Draft; readonly warning: string | null }
  /** The game refuses the option with the others: nothing changed. */
  | { readonly refused: string };

/** `draft` with `field` set to the choice `raw` names, its cards where they were. */
export function changeOption(pg: PositionGame, draft: Draft, field: OptionField, raw: string): OptionChange {
  const { game } = pg;
  const choice = choiceOf(field, raw);
  let options: Record<string, unknown>;
  try {
    options = game.parseOptions({ ...draft.options, [field.key]: choice.value }) as Record<string, unknown>;
  } catch (error) {
    return { refused: `${field.label} cannot be "${choice.label}" here: ${errorMessage(error)}` };
  }
  const next: Draft = { ...draft, options };
  const setUp = checked(pg, next);
  if (setUp.ok) return { draft: next, warning: null };
  const [first, ...more] = setUp.problems;
  const others = more.length === 0 ? '' : ` (and ${more.length} more, listed at the top)`;
  return {
    draft: next,
    warning:
      `With ${field.label} set to "${choice.label}", this position cannot happen: ${first?.message ?? ''}${others} ` +
      'Nothing was moved: put the option back, change the cards, or empty the table.',
  };
}

/**
 * The options that decide rulings at this table (PositionKit.ruledBy: Day's betting limit), each in
 * a sentence with its value, for the ruling to say (RuledBy.tsx).
 */
export function ruledBySaid(pg: PositionGame, options: Readonly<Record<string, unknown>>): string[] {
  const keys = pg.position.ruledBy ?? [];
  return positionOptions(pg.game)
    .filter((field) => keys.includes(field.key))
    .map((field) => `${field.label} at this table: ${choiceOf(field, String(options[field.key])).label}.`);
}
