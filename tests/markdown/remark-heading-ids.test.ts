// The heading-id remark plugin (src/markdown/remark-heading-ids.ts): `[rule #id]` and `[#id]`
// markers become stable ids, and bad or clashing ids fail the build with a HeadingIdError.
import { compile, run } from '@mdx-js/mdx';
import { describe, expect, test } from 'vitest';
import remarkHeadingIds, { HeadingIdError } from '../../src/markdown/remark-heading-ids.ts';

// A tiny JSX runtime that renders straight to an HTML string, so the test sees the real output.
const Fragment = Symbol('Fragment');
type Props = Record<string, unknown> & { children?: unknown };

function children(value: unknown): string {
  if (value === undefined || value === null || value === false) return '';
  if (Array.isArray(value)) return value.map(children).join('');
  return String(value);
}

function jsx(type: unknown, props: Props): string {
  if (typeof type === 'function') return (type as (p: Props) => string)(props);
  const inner = children(props.children);
  if (type === Fragment) return inner;
  const attrs = Object.entries(props)
    .filter(([key]) => key !== 'children')
    .map(([key, value]) => ` ${key}="${String(value)}"`)
    .join('');
  return `<${String(type)}${attrs}>${inner}</${String(type)}>`;
}

async function html(source: string, path?: string): Promise<string> {
  const code = await compile(path === undefined ? source : { value: source, path }, {
    outputFormat: 'function-body',
    remarkPlugins: [remarkHeadingIds],
  });
  const runtime = { Fragment, jsx, jsxs: jsx, baseUrl: import.meta.url } as unknown as Parameters<typeof run>[1];
  const module = await run(String(code), runtime);
  return (module.default as unknown as (props: Record<string, unknown>) => string)({}).replace(/\n/g, '');
}

async function failure(source: string, path?: string): Promise<string> {
  try {
    await html(source, path);
  } catch (error) {
    expect(error).toBeInstanceOf(HeadingIdError);
    expect((error as Error).name).toBe('HeadingIdError');
    return (error as Error).message;
  }
  throw new Error('compiled without an error');
}

describe('markers become ids', () => {
  test('[rule #id] sets the id and data-rule, and the marker leaves the text', async () => {
    expect(await html('## Title [rule #some-id]')).toBe('<h2 id="some-id" data-rule="some-id">Title</h2>');
  });

  test('[#id] sets just the id', async () => {
    expect(await html('### Try it yourself [#sandbox]')).toBe('<h3 id="sandbox">Try it yourself</h3>');
  });

  test('the marker may follow inline markup, and spaces around it are dropped', async () => {
    expect(await html('## The *real* rule   [rule #real-rule]  ')).toBe(
      '<h2 id="real-rule" data-rule="real-rule">The <em>real</em> rule</h2>',
    );
    expect(await html('## Exactly one rank lower [rule #one-lower]')).toBe(
      '<h2 id="one-lower" data-rule="one-lower">Exactly one rank lower</h2>',
    );
  });

  test('headings without a marker are left alone, and so is a bracket that is not a marker', async () => {
    expect(await html('## Plain heading')).toBe('<h2>Plain heading</h2>');
    expect(await html('## Ranks [A to K]')).toBe('<h2>Ranks [A to K]</h2>');
    expect(await html('## Ranks [#a] and more')).toBe('<h2>Ranks [#a] and more</h2>');
  });

  test('several headings on a page each get their own id', async () => {
    const out = await html(
      '# Dawn [#top]\n\n## Deal [rule #deal]\n\nText.\n\n## Play\n\n### Aces [rule #ace-clears-pile]',
    );
    expect(out).toBe(
      '<h1 id="top">Dawn</h1><h2 id="deal" data-rule="deal">Deal</h2><p>Text.</p><h2>Play</h2>' +
        '<h3 id="ace-clears-pile" data-rule="ace-clears-pile">Aces</h3>',
    );
  });

  test("an explicit id that only resembles another heading's slug is fine", async () => {
    expect(await html('## Sandbox [#sandbox]\n\n## Sandbox play')).toBe(
      '<h2 id="sandbox">Sandbox</h2><h2>Sandbox play</h2>',
    );
  });
});

describe('bad ids fail with a HeadingIdError naming the problem', () => {
  test.each(['Bad-Id', '1st', 'two--dashes', 'trailing-', 'has space', 'under_score', ''])(
    'malformed id "%s"',
    async (id) => {
      const message = await failure(`## Some title [rule #${id}]`);
      expect(message).toContain(`malformed id "${id}"`);
      expect(message).toContain('heading "Some title"');
      expect(message).toMatch(/lower-case words joined by hyphens/);
    },
  );

  test('a plain [#id] marker is checked too', async () => {
    expect(await failure('## Title [#Nope]')).toMatch(/malformed id "Nope"/);
  });

  test('the same id twice', async () => {
    const message = await failure('## First [#dup]\n\n## Second [rule #dup]');
    expect(message).toContain('the id "dup" is used twice, on "First" and on "Second"');
  });

  test("an explicit id that collides with another heading's generated slug", async () => {
    const message = await failure('## Try it [#sandbox]\n\n## Sandbox');
    expect(message).toContain('the heading "Sandbox" would get the id "sandbox", which "Try it" already uses');
  });

  test('collisions follow the slugger, numbered duplicates included', async () => {
    const message = await failure('## Rules\n\n## Rules\n\n## Other [#rules-1]');
    expect(message).toContain('would get the id "rules-1", which "Other" already uses');
  });

  test('the message starts with the file it is in', async () => {
    expect(await failure('## Title [#Bad]', 'content/docs/dawn.mdx')).toMatch(
      /^content\/docs\/dawn\.mdx: heading "Title"/,
    );
    expect(await failure('## Title [#Bad]')).toMatch(/^a markdown file: /);
  });
});
