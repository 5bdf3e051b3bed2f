// ESLint (flat config): typescript-eslint for TypeScript everywhere, jsx-a11y for the Preact
// components, and the Astro plugin (with its jsx-a11y rules) for .astro files. Formatting is
// Prettier's job (npm run format), so no stylistic rules here. Runs in `npm test` (npm run lint).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.scratch/', '.astro/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are an error, except deliberate ones written with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  ...astro.configs['flat/recommended'],
  ...astro.configs['flat/jsx-a11y-recommended'],
  // jsx-a11y's recommended rules for the Preact components. The Astro config above already
  // registers the jsx-a11y plugin (ESLint refuses a second registration), so only the rules are
  // added here.
  { files: ['**/*.tsx'], rules: jsxA11y.flatConfigs.recommended.rules },
);
