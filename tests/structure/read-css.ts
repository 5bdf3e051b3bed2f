// What the structure checks read in a stylesheet (a .css file or an .astro file's <style>): what it
// imports (@import and url() targets), its strings and identifiers (for a game named in a shared
// stylesheet), and the classes its rules select (for a stylesheet reaching into a game's classes).
// A small scanner, not a full CSS parser: it needs only to tell comments, strings, rule preludes
// and declarations apart, and to give each a line.

/** A class a rule's selector names, and whether the rule can reach it anywhere on a page. */
export interface SelectedClass {
  readonly name: string;
  readonly line: number;
  /**
   * False inside an .astro file's scoped <style> (outside `:global(…)`): Astro scopes such a rule
   * to the component's own elements, so it cannot dress another component's.
   */
  readonly reaches: boolean;
}

interface Stylesheet {
  /** @import targets and url() targets that name a file of the tree (not data:, http:, #id or /public). */
  readonly imports: { spec: string; line: number }[];
  /** Every quoted string and url() target. */
  readonly strings: { text: string; line: number }[];
  /** Every identifier outside comments and strings: classes, custom properties, keyframes, values. */
  readonly identifiers: { text: string; line: number }[];
  readonly classes: SelectedClass[];
}

/**
 * Reads the stylesheet in `text`; offsets and lines are `text`'s own, so an .astro file's <style>
 * is read from a copy of the whole file with everything else blanked. `scoped`: an .astro file's
 * <style> without is:global or is:inline.
 */
export function readCss(text: string, scoped: boolean): Stylesheet {
  const sheet: Stylesheet = { imports: [], strings: [], identifiers: [], classes: [] };
  const lineAt = lineIndex(text);
  const { bare, strings } = bareCss(text);
  for (const match of bare.matchAll(/(?<![\w-])-{0,2}[_a-zA-Z][\w-]*/g)) {
    // A url( or a string's quote leaves its function name behind: "url" is no name of the sheet's.
    if (match[0] !== 'url') sheet.identifiers.push({ text: match[0], line: lineAt(match.index) });
  }
  // @import "x", @import url(x), and url(x) in a declaration: each target is recorded at its offset.
  // Imports are checked as imports, as a script's are; the other strings as strings.
  const targets = new Map(strings.map((s) => [s.at, s]));
  const imported = new Set<number>();
  for (const match of bare.matchAll(/@import\s+(?:url\(\s*)?["']?|url\(\s*["']?/g)) {
    const target = targets.get(match.index + match[0].length);
    if (!target || !isFileTarget(target.text)) continue;
    sheet.imports.push({ spec: target.text, line: lineAt(target.at) });
    imported.add(target.at);
  }
  for (const { text: value, at } of strings)
    if (!imported.has(at)) sheet.strings.push({ text: value, line: lineAt(at) });
  let start = 0;
  for (let i = 0; i < bare.length; i++) {
    const ch = bare[i];
    if (ch === '{') {
      const prelude = bare.slice(start, i);
      if (!/^\s*@/.test(prelude)) sheet.classes.push(...selectedClasses(prelude, start, scoped, lineAt));
    }
    if (ch === '{' || ch === '}' || ch === ';') start = i + 1;
  }
  return sheet;
}

/** A url() or @import target inside the tree: not data:, a web address, an #id, or a /public file. */
const isFileTarget = (spec: string): boolean => spec !== '' && !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(spec);

const STRING_MARK = '\u0001';

/**
 * `text` with comments blanked to spaces and strings' (and unquoted url()s') contents to a mark
 * that is neither a space nor part of a name, each line break kept; the strings, each at the
 * offset where its content starts.
 */
function bareCss(text: string): { bare: string; strings: { text: string; at: number }[] } {
  const chars = text.split('');
  const strings: { text: string; at: number }[] = [];
  const blankRange = (from: number, to: number, mark = ' '): void => {
    for (let j = from; j < to; j++) if (chars[j] !== '\n') chars[j] = mark;
  };
  let i = 0;
  while (i < text.length) {
    if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blankRange(i, stop);
      i = stop;
    } else if (text[i] === '"' || text[i] === "'") {
      const quote = text[i];
      let j = i + 1;
      while (j < text.length && text[j] !== quote && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      strings.push({ text: text.slice(i + 1, j), at: i + 1 });
      blankRange(i + 1, j, STRING_MARK);
      i = j + 1;
    } else if (
      (text[i] === 'u' || text[i] === 'U') &&
      /^url\(\s*[^\s"')]/i.test(text.slice(i, i + 16)) &&
      !/[\w-]/.test(text[i - 1] ?? '')
    ) {
      const open = text.indexOf('(', i) + 1;
      const at = open + (/^\s*/.exec(text.slice(open))?.[0].length ?? 0);
      const close = text.indexOf(')', at);
      const stop = close < 0 ? text.length : close;
      strings.push({ text: text.slice(at, stop).trimEnd(), at });
      blankRange(at, stop, STRING_MARK);
      i = stop;
    } else {
      i++;
    }
  }
  return { bare: chars.join(''), strings };
}

/** The classes of one rule's selector; in a scoped <style>, those inside :global(…) still reach. */
function selectedClasses(
  prelude: string,
  offset: number,
  scoped: boolean,
  lineAt: (at: number) => number,
): SelectedClass[] {
  const global: [number, number][] = [];
  for (const match of prelude.matchAll(/:global\(/g)) {
    let depth = 1;
    let j = match.index + match[0].length;
    for (; j < prelude.length && depth > 0; j++) depth += prelude[j] === '(' ? 1 : prelude[j] === ')' ? -1 : 0;
    global.push([match.index, j]);
  }
  return [...prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => ({
    name: match[1] ?? '',
    line: lineAt(offset + match.index),
    reaches: !scoped || global.some(([from, to]) => match.index >= from && match.index < to),
  }));
}

/** The 1-based line of an offset in `text`. */
function lineIndex(text: string): (at: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (at) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= at) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
