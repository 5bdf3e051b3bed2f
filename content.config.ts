import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';
import { defineCollection } from 'astro:content';
import { AstroError } from 'astro/errors';
import { glob, type Loader } from 'astro/loaders';
import type { z } from 'astro/zod';
import { problems } from './src/examples/fields.ts';
import { exampleFile } from './src/examples/script.ts';
import { lessonFile } from './src/lessons/script.ts';

/**
 * The YAML files under `base` that `pattern` matches, each read and checked with `schema` afresh in
 * every build, and a file that fails it named as the tests name it (src/examples/fields.ts: the
 * file, the step or beat, the field), where Astro would write zod's path, counted from 0.
 */
function yamlFiles(base: string, pattern: string, schema: z.ZodTypeAny): Loader {
  const files = glob({ base, pattern });
  return {
    name: 'yaml-files',
    load: async (context) => {
      // Astro keeps an entry from the last build while its file is unchanged, and reads the schema
      // anew only when this file changes, not the modules that define it: a schema changed in
      // src/ would pass a file it refuses. Reading forty small files again takes milliseconds.
      context.store.clear();
      const root = fileURLToPath(context.config.root);
      await files.load({
        ...context,
        parseData: async (entry) => {
          try {
            return await context.parseData(entry);
          } catch (error) {
            const found = schema.safeParse(entry.data);
            if (found.success) throw error;
            throw new AstroError(
              problems(found.error, entry.data, relative(root, entry.filePath ?? entry.id)),
              'Each kind of file has its fields in one schema: src/examples/script.ts, src/lessons/script.ts.',
            );
          }
        },
      });
    },
  };
}

export const collections = {
  docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }),
  // content/examples/<game>/<slug>.yaml, by the id "<game>/<slug>".
  examples: defineCollection({ loader: yamlFiles('./content/examples', '*/*.yaml', exampleFile), schema: exampleFile }),
  // content/lessons/<game>.yaml, by the game's id.
  lessons: defineCollection({ loader: yamlFiles('./content/lessons', '*.yaml', lessonFile), schema: lessonFile }),
};
