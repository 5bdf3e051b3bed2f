// Every worked example reads without JavaScript: each stepper keeps its table's box and says where
// the steps are (the table and the words come with the frames, fetched by the island), and under it
// the transcript holds the start and every step in words, with its move and its rule's link, and
// opens with no script. Each page is read in one go and compared with its example files here.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { parseExampleFile } from '../../src/examples/script.ts';
import { parseLessonFile } from '../../src/lessons/script.ts';
import { EXAMPLES, GAME_PAGES } from './helpers.ts';

test.use({ javaScriptEnabled: false });

/** What a page without scripts shows of one example: its stepper's frame and its transcript. */
interface Shown {
  readonly slug: string;
  readonly count: string;
  /** The table's box: its height, and what it says in place of the table. */
  readonly stage: number;
  readonly stageText: string;
  /** The transcript's items: their text, and the rules they link to. */
  readonly items: readonly { readonly text: string; readonly rules: readonly string[] }[];
}

for (const path of GAME_PAGES) {
  test(`${path}: every example's first step, steps, narration and rule links are in the page without JavaScript`, async ({
    page,
  }) => {
    await page.goto(path);
    const examples = EXAMPLES.filter((example) => example.page === path);
    await expect(page.locator('.wh-transcript:not(.wh-lesson-transcript)')).toHaveCount(examples.length);
    // The transcripts open with no script.
    for (const summary of await page.locator('.wh-transcript summary').all()) await summary.click();
    // The guided lesson, where the page has one, reads as its transcript: every coach's words.
    const lessonFile = `content/lessons/${path.replaceAll('/', '')}.yaml`;
    if (existsSync(lessonFile)) {
      const lesson = parseLessonFile(readFileSync(lessonFile, 'utf8'), lessonFile);
      const said = page.locator('.wh-lesson-transcript li');
      await expect(page.locator('.wh-lesson-transcript')).toHaveAttribute('open', '');
      for (const beat of lesson.beats) if (beat.say) await expect(said.filter({ hasText: beat.say })).toHaveCount(1);
      // And the coach's closing word, last.
      if (lesson.close) await expect(said.last()).toHaveText(lesson.close.say);
      await expect(page.locator('.wh-lesson-start')).toBeHidden();
    }
    const shown: Shown[] = await page.evaluate(
      (slugs) =>
        slugs.map((slug) => {
          const stepper = document.getElementById(`ex-${slug}`);
          const transcript = document.getElementById(`ex-${slug}-0-words`)?.closest('.wh-transcript');
          const stage = stepper?.querySelector<HTMLElement>('.wh-stepper-stage');
          return {
            slug,
            count: stepper?.querySelector('.wh-step-count')?.textContent ?? '',
            stage: stage?.getBoundingClientRect().height ?? 0,
            stageText: stage?.textContent ?? '',
            // A step is its heading and what follows it, up to the next step's heading.
            items: transcript?.matches('.wh-transcript[open]')
              ? [...transcript.querySelectorAll('.wh-transcript-step')].map((heading) => {
                  const nodes: Node[] = [heading];
                  for (
                    let n = heading.nextSibling;
                    n && !(n instanceof Element && n.matches('.wh-transcript-step'));
                    n = n.nextSibling
                  )
                    nodes.push(n);
                  return {
                    text: nodes
                      .map((n) => n.textContent ?? '')
                      .join('')
                      .replace(/\s+/g, ' '),
                    rules: nodes
                      .filter((n): n is Element => n instanceof Element)
                      .flatMap((n) => [
                        ...(n.matches('a[data-rule-link]') ? [n] : []),
                        ...n.querySelectorAll('a[data-rule-link]'),
                      ])
                      .map((a) => a.getAttribute('data-rule-link') ?? ''),
                  };
                })
              : [],
          };
        }),
      examples.map((e) => e.slug),
    );
    for (const example of examples) {
      const file = `content/examples/${example.game}/${example.slug}.yaml`;
      const script = parseExampleFile(readFileSync(file, 'utf8'), file);
      const { count, stage, stageText, items } = shown.find((s) => s.slug === example.slug) as Shown;
      expect(count, `${example.slug}: the stepper shows the start`).toBe('Start');
      expect(stage, `${example.slug}: the table's box keeps its room`).toBeGreaterThan(150);
      expect(stageText, `${example.slug}: the box says where the steps are`).toContain('every step is written out');
      expect(items, `${example.slug}: the transcript opens and holds the start and every step`).toHaveLength(
        script.steps.length + 1,
      );
      expect(items[0]?.text, `${example.slug}: the start is narrated`).toContain(
        script.intro.replace(/\s+/g, ' ').trim().slice(0, 60),
      );
      script.steps.forEach((step, i) => {
        const item = items[i + 1];
        expect(item?.text, `${example.slug}, step ${i + 1}`).toContain(
          step.say.replace(/\s+/g, ' ').trim().slice(0, 60),
        );
        expect(
          item?.rules.filter((rule) => rule === step.rule),
          `${example.slug}, step ${i + 1}'s rule link`,
        ).toHaveLength(1);
      });
    }
    if (path === '/dawn/') expect(shown.find((s) => s.slug === 'draw-around')?.items[0]?.text).toContain('7 of spades');
  });
}

test('without JavaScript, a transcript rule link lands on its section', async ({ page }) => {
  await page.goto('/dwyn/');
  const transcript = page.locator('.wh-transcript').first();
  await transcript.locator('summary').click();
  await transcript.locator('a[data-rule-link="opening-layout"]').first().click();
  await expect(page).toHaveURL(/#opening-layout$/);
  await expect(page.locator('#opening-layout')).toBeInViewport();
});
