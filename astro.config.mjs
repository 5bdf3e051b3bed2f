// @ts-check
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';
import { GAMES } from './src/engine/registry.ts';
import remarkHeadingIds from './src/markdown/remark-heading-ids.ts';

// content/ lives at the top level, beside src/: with srcDir '.', Starlight reads
// content/docs and content.config.ts sits beside this file.
export default defineConfig({
  site: 'https://worked-hands.example',
  srcDir: '.',
  trailingSlash: 'always',
  markdown: { remarkPlugins: [remarkHeadingIds] },
  integrations: [
    starlight({
      title: 'Worked Hands',
      description: 'Learn card games through worked example hands you can step through, and play them against bots.',
      sidebar: [
        { label: 'Home', link: '/' },
        {
          label: 'Games',
          // One entry per game manifest, in site order.
          items: GAMES.map((entry) => ({ label: entry.game.title, link: entry.page })),
        },
        { label: 'Glossary', link: '/glossary/' },
      ],
      customCss: ['./src/styles/cards.css', './src/styles/table.css'],
      lastUpdated: false,
      pagination: false,
    }),
    mdx(),
    preact(),
  ],
});
