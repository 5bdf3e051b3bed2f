// What the structure checks read in each file of the tree: the modules it imports, the strings and
// identifiers of its code, and the classes it sets or styles. TypeScript and JavaScript are read
// from their syntax tree; an .astro file is three kinds of code (frontmatter and <script>s as
// TypeScript, the template as TSX) and its <style>s; an MDX page only for its imports (its text is
// prose); JSON from its syntax tree too (its keys and strings); a stylesheet by read-css.ts. So
// comments never count and every import form does: static, `import()`, `import type`,
// `new URL('…', import.meta.url)`, `import.meta.glob`, CSS's @import and url().

import ts from 'typescript';
import { readCss, type SelectedClass } from './read-css.ts';

/** An import: the module named, its line, and whether it brings only types (nothing at run time). */
export interface Import {
  readonly spec: string;
  readonly line: number;
  readonly types: boolean;
}

export interface Code {
  /** Every module a file names: imports, exports from, import(), new URL(…, import.meta.url), globs, CSS's. */
  readonly imports: Import[];
  /** Every string and identifier in its code and its stylesheets (never a comment or a template's text), by line. */
  readonly strings: { text: string; line: number }[];
  readonly identifiers: { text: string; line: number }[];
  /** The classes its stylesheets select. */
  readonly classes: SelectedClass[];
  /** The words of its code's strings that could be classes it puts on an element ("wh-table"). */
  readonly sets: Set<string>;
}

/** The kinds of file the checks read; the rest (shell scripts, pictures) hold no import and no code. */
export const READ = /\.([cm]?[jt]sx?|astro|mdx?|css|json|ya?ml)$/;

/**
 * Files already read, by path and text: the test checks a small planted tree again for each kind
 * of violation, and reads only the planted file anew.
 */
const read = new Map<string, Code>();

/** What `file` (its path, for its kind) holds, read from `text`. */
export function readSource(file: string, text: string): Code {
  const key = `${file}\0${text}`;
  const known = read.get(key);
  if (known) return known;
  const code = readFresh(file, text);
  read.set(key, code);
  return code;
}

function readFresh(file: string, text: string): Code {
  const code: Code = { imports: [], strings: [], identifiers: [], classes: [], sets: new Set() };
  // A game's worked examples and lesson are data, and a Markdown page prose: neither imports.
  if (/\.(ya?ml|md)$/.test(file)) return code;
  if (file.endsWith('.mdx')) return mdxImports(text, code);
  if (file.endsWith('.css')) return addCss(code, text, false);
  if (file.endsWith('.json')) {
    collect(ts.parseJsonText(file, text), code);
    return code;
  }
  if (!file.endsWith('.astro')) {
    collect(sourceOf(file, text, kindOf(file)), code);
    return code;
  }
  const front = /^(---\r?\n)([\s\S]*?)\r?\n---/.exec(text);
  const frontEnd = front ? front[0].length : 0;
  if (front) {
    const start = (front[1] ?? '').length;
    collect(sourceOf(file, keep(text, [[start, start + (front[2] ?? '').length]]), ts.ScriptKind.TS), code);
  }
  const scripts: [number, number][] = [];
  const setAside: [number, number][] = [[0, frontEnd]];
  for (const match of text.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    const start = match.index + (match[1] ?? '').length;
    scripts.push([start, start + (match[2] ?? '').length]);
    setAside.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(/(<style\b([^>]*)>)([\s\S]*?)<\/style>|<!--[\s\S]*?-->/g)) {
    setAside.push([match.index, match.index + match[0].length]);
    if (match[1] === undefined) continue;
    // Astro scopes a <style> to the component's own elements, unless it is global or inline.
    const scoped = !/\bis:(global|inline)\b/.test(match[2] ?? '');
    const start = match.index + match[1].length;
    addCss(code, keep(text, [[start, start + (match[3] ?? '').length]]), scoped);
  }
  if (scripts.length > 0) collect(sourceOf(file, keep(text, scripts), ts.ScriptKind.TS), code);
  const template = blank(text, setAside);
  // A fragment around the template makes it one TSX expression; it adds no line.
  collect(sourceOf(file, `<>${template}</>`, ts.ScriptKind.TSX), code);
  return code;
}

function addCss(code: Code, text: string, scoped: boolean): Code {
  const sheet = readCss(text, scoped);
  code.imports.push(...sheet.imports.map((target) => ({ ...target, types: false })));
  code.strings.push(...sheet.strings);
  code.identifiers.push(...sheet.identifiers);
  code.classes.push(...sheet.classes);
  return code;
}

/**
 * An MDX page's imports: its ESM lines (outside code fences), `import x from '…'` and
 * `import '…'`. Its text is prose for readers, so only what it imports is checked.
 */
function mdxImports(text: string, code: Code): Code {
  const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, (fence) => blankPart(fence));
  for (const match of prose.matchAll(/^(?:(import|export)\b([^;]*?)\bfrom\s*|import\s*)(['"])(.+?)\3/gm)) {
    const line = prose.slice(0, match.index).split('\n').length + (match[0].split('\n').length - 1);
    code.imports.push({ spec: match[4] ?? '', line, types: /^\s*type\b/.test(match[2] ?? '') });
  }
  return code;
}

function kindOf(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

function sourceOf(file: string, text: string, kind: ts.ScriptKind): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** `text` with only the `ranges` kept: the rest blanked but for line breaks. */
function keep(text: string, ranges: readonly [number, number][]): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += blankPart(text.slice(at, start)) + text.slice(start, end);
    at = end;
  }
  return out + blankPart(text.slice(at));
}

/** `text` with the `ranges` blanked but for line breaks. */
function blank(text: string, ranges: readonly [number, number][]): string {
  const chars = text.split(''); // UTF-16 units, as the regex indices count
  for (const [start, end] of ranges) for (let i = start; i < end; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}

const blankPart = (part: string): string => part.replace(/[^\n]/g, ' ');

/** A word of a string that could be a class: "wh-table" in "wh-table wh-day". */
const CLASS_WORD = /^-?[_a-zA-Z][\w-]*$/;

function collect(source: ts.SourceFile, code: Code): void {
  const lineOf = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const specifiers = new Set<ts.Node>();
  const addString = (text: string, node: ts.Node): void => {
    code.strings.push({ text, line: lineOf(node) });
    for (const word of text.split(/\s+/)) if (CLASS_WORD.test(word)) code.sets.add(word);
  };
  const visit = (node: ts.Node): void => {
    const found = moduleSpecifier(node);
    if (found) {
      specifiers.add(found.spec);
      code.imports.push({ spec: found.spec.text, line: lineOf(found.spec), types: found.types });
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !specifiers.has(node)) {
      addString(node.text, node);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      addString(node.text, node);
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      code.identifiers.push({ text: node.text, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The module a node names, if it names one, and whether it brings only types. */
function moduleSpecifier(node: ts.Node): { spec: ts.StringLiteralLike; types: boolean } | undefined {
  const literal = (expr: ts.Node | undefined) =>
    expr && (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) ? expr : undefined;
  const named = (spec: ts.Node | undefined, types: boolean) => {
    const found = literal(spec);
    return found && { spec: found, types };
  };
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    const bindings = clause?.namedBindings;
    const eachType =
      clause !== undefined &&
      clause.name === undefined &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly);
    return named(node.moduleSpecifier, clause?.phaseModifier === ts.SyntaxKind.TypeKeyword || eachType);
  }
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause;
    const eachType =
      clause !== undefined &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((element) => element.isTypeOnly);
    return named(node.moduleSpecifier, node.isTypeOnly || eachType);
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) return named(node.argument.literal, true);
  if (ts.isCallExpression(node)) {
    if (node.expression.kind === ts.SyntaxKind.ImportKeyword) return named(node.arguments[0], false);
    // import.meta.glob('../components/*/Sandbox.astro'): a pattern, which names a game only if it spells one out.
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'glob' && ts.isMetaProperty(callee.expression)) {
      return named(node.arguments[0], false);
    }
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL') {
    const base = node.arguments?.[1];
    const meta = base && ts.isPropertyAccessExpression(base) && ts.isMetaProperty(base.expression);
    if (meta) return named(node.arguments?.[0], false);
  }
  return undefined;
}
