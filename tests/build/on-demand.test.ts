// Every part of the site that loads late loads one way: through onDemand
// (src/engine/core/on-demand.ts), written where the part is used as `onDemand(() => import('…'))`.
// That keeps a failed fetch honest (it is forgotten, and the views say so and offer to try again)
// and lets the size report (scripts/size-report.ts) name what each of the reader's actions
// fetches. This reads every dynamic import() in src/ from the syntax tree (never a comment or a
// string: the offline worker's registration is code in a string, run by the page) and fails,
// naming the file and line, on one that is not the body of a loader given to onDemand.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/** The code of a source file: TypeScript as it is, an .astro file's frontmatter and <script>s. */
function codeOf(file: string, text: string): { code: string; offset: number }[] {
  if (!file.endsWith('.astro')) return [{ code: text, offset: 0 }];
  const parts: { code: string; offset: number }[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front?.[1] !== undefined) parts.push({ code: front[1], offset: front.index + 4 });
  for (const match of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    parts.push({ code: match[1] ?? '', offset: (match.index ?? 0) + match[0].indexOf('>') + 1 });
  }
  return parts;
}

/** Each dynamic import in `text` that is not `onDemand(() => import(…)…)`, by its line. */
function looseImports(file: string, text: string): number[] {
  const lines: number[] = [];
  for (const { code, offset } of codeOf(file, text)) {
    const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && !onDemand(node)) {
        lines.push(text.slice(0, offset + node.getStart(source)).split('\n').length);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return lines;
}

/** The import is the body of an arrow function (perhaps with `.then(…)` after it) given to onDemand. */
function onDemand(node: ts.Node): boolean {
  let at = node;
  for (;;) {
    const parent = at.parent;
    if (ts.isArrowFunction(parent) && parent.body === at) {
      const call = parent.parent;
      return (
        ts.isCallExpression(call) &&
        ts.isIdentifier(call.expression) &&
        call.expression.text === 'onDemand' &&
        call.arguments[0] === parent
      );
    }
    const chained =
      (ts.isPropertyAccessExpression(parent) && parent.expression === at) ||
      (ts.isCallExpression(parent) && parent.expression === at);
    if (!chained) return false;
    at = parent;
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => /\.(m?[jt]sx?|astro)$/.test(file));
}

describe('every part that loads late loads through onDemand', () => {
  test('the site', () => {
    const loose = sourceFiles('src').flatMap((file) =>
      looseImports(file, readFileSync(file, 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(loose, 'write each as onDemand(() => import(…)) where the part is used').toEqual([]);
    // The site does load parts late, through it (so the check above reads what it should).
    const loaded = sourceFiles('src').filter((file) => /onDemand\(\(\) => import\(/.test(readFileSync(file, 'utf8')));
    expect(loaded.length).toBeGreaterThan(10);
  });

  test('what it accepts and what it refuses', () => {
    const accepted = [
      "const bot = onDemand(() => import('./bot.ts').then((m) => m.bot));",
      "const log = onDemand(() => import('./Log.tsx'));",
      "const codec = onDemand(() =>\n  import('./codec.ts'),\n);",
      "const text = 'import(\"./in-a-string.js\")'; // import('./in-a-comment.ts')",
    ];
    for (const code of accepted) expect(looseImports('x.ts', code), code).toEqual([]);
    const refused = [
      "void import('./panel.tsx').then((m) => show(m));",
      "const load = () => import('./x.ts');",
      "const part = later(() => import('./x.ts'));",
      "const both = onDemand(() => Promise.all([import('./a.ts'), import('./b.ts')]));",
    ];
    for (const code of refused) expect(looseImports('x.ts', code), code).not.toEqual([]);
    const astro =
      "---\nconst a = onDemand(() => import('./a.ts'));\n---\n<p>x</p>\n<script>\n  import('./b.ts');\n</script>\n";
    expect(looseImports('x.astro', astro)).toEqual([6]);
  });
});
