// The Day page's win-conditions table (<WinConditions />), checked by the engine when the site is
// built: each row names a condition, its points and a small example hand, and checkWinConditions()
// scores every example with the showdown evaluator (the engine's page.ts). If the engine reads a
// hand as anything but its row's condition and points, it throws, and so <WinConditions /> fails
// the build, naming the row. The rows must also be the engine's conditions, each once, in the
// table's order.

import { DAY_CONDITIONS, DAY_DEFAULTS, evaluateShowdown, type DayOptions } from '../../engine/day/page.ts';
import { DAY_RULES, dayCardName, type DayCondition } from '../../engine/day/ui.ts';

export interface WinConditionRow {
  /** The condition, which is also its rule id: the row links to that section of the page. */
  readonly condition: DayCondition;
  /** Its points on this site, with the default options. */
  readonly points: number;
  /** Its points as the original prints them (with "Full Day scores" set to "6 points, as printed"). */
  readonly printed: number;
  /** What a player needs, in a few plain words. */
  readonly needs: string;
  /** The example: the player's two cards, then the community cards as laid (the final card last). */
  readonly hole: readonly [string, string];
  readonly community: readonly [string, string, string];
  /** Hole cards another player shows at the showdown, when the example needs them (an Eclipse). */
  readonly shown?: readonly string[];
}

export const WIN_CONDITION_ROWS: readonly WinConditionRow[] = [
  {
    condition: 'highest-card',
    points: 1,
    printed: 1,
    needs: 'Nothing else: your highest card counts.',
    hole: ['12R', '3S'],
    community: ['1Rn', '5S', '9R'],
  },
  {
    condition: 'x-of-a-kind',
    points: 2,
    printed: 2,
    needs: 'Two or more cards of the same value. More cards beat a higher value.',
    hole: ['9R', '9S'],
    community: ['9Rn', '2R', '11S'],
  },
  {
    condition: 'eclipse',
    points: 3,
    printed: 3,
    needs: 'All three Moons on view at the showdown, at least one of them in your hand.',
    hole: ['MoonR', '3S'],
    community: ['5Rn', '8R', '11S'],
    shown: ['MoonRn', 'MoonS'],
  },
  {
    condition: 'consecutive',
    points: 4,
    printed: 4,
    needs: 'Both of your cards and two community cards make four values in a row.',
    hole: ['4R', '6S'],
    community: ['5Rn', '7S', '12R'],
  },
  {
    condition: 'full-consecutive',
    points: 5,
    printed: 5,
    needs: 'All five cards make five values in a row.',
    hole: ['8R', '10S'],
    community: ['9Rn', '12S', '11R'],
  },
  {
    condition: 'day',
    points: 6,
    printed: 6,
    needs:
      'Your two cards both Rising or both Setting, one of the first two community cards of the other of those suits, and a Risen final card.',
    hole: ['3R', '9R'],
    community: ['5S', '11Rn', '7Rn'],
  },
  {
    condition: 'full-day',
    points: 7,
    printed: 6,
    needs: 'A Day whose five cards are also a Full Consecutive.',
    hole: ['4S', '5S'],
    community: ['6R', '8Rn', '7Rn'],
  },
];

interface CheckedRow extends WinConditionRow {
  /** The condition's name, as the rule book titles its section. */
  readonly name: string;
  /** What the engine reads the example as: "Consecutive: 4-5-6-7". */
  readonly label: string;
  /** The cards that make it (the Moons shown by others included), as the engine lists them. */
  readonly cards: readonly string[];
}

export class WinConditionsError extends Error {
  override readonly name = 'WinConditionsError';
}

const cardList = (cards: readonly string[]): string => cards.join(' ');
const pointsText = (n: number): string => (n === 1 ? '1 point' : `${n} points`);

/**
 * Scores every row's example with the engine, under the default options and under the printed
 * points; throws WinConditionsError naming the row when the engine disagrees with it.
 */
export function checkWinConditions(
  rows: readonly WinConditionRow[] = WIN_CONDITION_ROWS,
  options: DayOptions = DAY_DEFAULTS,
): CheckedRow[] {
  const conditions = rows.map((row) => row.condition);
  if (conditions.join() !== DAY_CONDITIONS.join()) {
    throw new WinConditionsError(
      `The win-conditions table lists ${conditions.join(', ')}; the engine's conditions, in order, are ${DAY_CONDITIONS.join(', ')}.`,
    );
  }
  const printedOptions: DayOptions = { ...options, fullDayPoints: 6 };
  return rows.map((row) => {
    const name = DAY_RULES[row.condition];
    const where = `Win-conditions table, row "${name}" (${cardList(row.hole)} with ${cardList(row.community)})`;
    const hand = { hole: row.hole, community: row.community, shown: row.shown ?? [] };
    let result;
    let printed;
    try {
      result = evaluateShowdown(hand, options);
      printed = evaluateShowdown(hand, printedOptions);
    } catch (error) {
      throw new WinConditionsError(`${where}: ${(error as Error).message}`);
    }
    if (result.condition !== row.condition || result.points !== row.points) {
      throw new WinConditionsError(
        `${where}: the engine reads it as ${result.label} (${pointsText(result.points)}), not ${name} (${pointsText(row.points)}).`,
      );
    }
    if (printed.condition !== row.condition || printed.points !== row.printed) {
      throw new WinConditionsError(
        `${where}: with the printed points the engine reads it as ${printed.label} (${pointsText(printed.points)}), not ${name} (${pointsText(row.printed)}).`,
      );
    }
    return { ...row, name, label: result.label, cards: result.cards };
  });
}

/** "4 of Rising", "Moon of Setting", "the Crown": what a screen reader says for a card in the table. */
export function spokenCard(card: string): string {
  return dayCardName(card);
}
