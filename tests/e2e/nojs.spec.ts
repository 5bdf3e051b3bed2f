// Every worked example reads without JavaScript: under each stepper, the transcript holds every
// step in words, with its move and its rule's link, and opens with no script.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parseExampleFile } from '../../src/examples/script.ts';
import { EXAMPLES, GAME_PAGES } from './helpers.ts';

test.use({ javaScriptEnabled: false });

for (const page of GAME_PAGES) {
  test(`${page}: every example's steps, narration and rule links are in the page without JavaScript`, async ({
    page: tab,
  }) => {
    await tab.goto(page);
    const examples = EXAMPLES.filter((example) => example.page === page);
    const transcripts = tab.locator('.wh-transcript');
    await expect(transcripts).toHaveCount(examples.length);
    for (const example of examples) {
      const file = `content/examples/${example.game}/${example.slug}.yaml`;
      const script = parseExampleFile(readFileSync(file, 'utf8'), file);
      // The transcript right after this example's stepper.
      const transcript = tab.locator(`astro-island:has(#ex-${example.slug}) + .wh-transcript`);
      await transcript.locator('summary').click();
      const items = transcript.locator('li');
      await expect(items).toHaveCount(script.steps.length + 1);
      for (const [i, step] of script.steps.entries()) {
        const item = items.nth(i + 1);
        await expect(item).toContainText(step.say.replace(/\s+/g, ' ').trim().slice(0, 60));
        await expect(item.locator(`a[data-rule-link="${step.rule}"]`)).toHaveCount(1);
      }
    }
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
