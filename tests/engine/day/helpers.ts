// Helpers for the Day showdown tests: hands written as space-separated notation, options by name.
import { DAY_OPTIONS, type DayOptions } from '../../../src/engine/day/options.ts';
import { evaluateShowdown, type DayResult } from '../../../src/engine/day/results.ts';

export function options(input: Partial<Record<keyof DayOptions, unknown>> = {}): DayOptions {
  return DAY_OPTIONS.parse(input);
}

function cards(text: string): string[] {
  return text.trim() === '' ? [] : text.trim().split(/\s+/);
}

interface HandExtras {
  readonly substituted?: boolean;
  /** Other showdown players' hole cards, space-separated. */
  readonly shown?: string;
  readonly folded?: string;
}

/** The best result of hole cards "Crown 4R" against community "7Rn 9Rn 5S". */
export function best(
  hole: string,
  community: string,
  opts: Partial<Record<keyof DayOptions, unknown>> = {},
  extras: HandExtras = {},
): DayResult {
  return evaluateShowdown(
    {
      hole: cards(hole),
      community: cards(community),
      substituted: extras.substituted ?? false,
      shown: cards(extras.shown ?? ''),
      folded: cards(extras.folded ?? ''),
    },
    options(opts),
  );
}

/** Every player's result at one table: each sees the others' hole cards as shown. */
export function table(
  holes: readonly string[],
  community: string,
  opts: Partial<Record<keyof DayOptions, unknown>> = {},
  substituted: readonly boolean[] = [],
): DayResult[] {
  return holes.map((hole, i) =>
    best(hole, community, opts, {
      substituted: substituted[i] ?? false,
      shown: holes.filter((_, j) => j !== i).join(' '),
    }),
  );
}
