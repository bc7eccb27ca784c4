// Lint rules: typescript-eslint's strict type-aware set, the rules of hooks, and the layering of
// src/ (bulletproof-react): shared code (components, lib, config, styles, testing) imports no
// feature and not the app; a feature imports no other feature and not the app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_APP = {
  regex: '^@/app(/|$)',
  message: 'Only src/app composes the features: nothing else imports from it.',
};

/** `no-restricted-imports` for the files of one feature: any other feature, by alias or relative path. */
function featureBoundary(feature) {
  const others = FEATURES.filter((name) => name !== feature).join('|');
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message: `Features never import each other: move what ${feature} shares to src/components or src/lib.`,
            },
            {
              regex: `^(\\.\\./)+(features/)?(${others})(/|$)`,
              message: `Features never import each other: move what ${feature} shares to src/components or src/lib.`,
            },
            NO_APP,
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'dist-prerender', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `useApi(load, deps)` is called like an effect: its deps are checked like one.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useApi$' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  // Shared code never reaches up into the features or the app.
  {
    files: ['src/{components,lib,config,styles,testing}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/features(/|$)', message: 'Shared code imports no feature: move the piece here instead.' },
            { regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Shared code imports no feature and not the app.' },
            NO_APP,
          ],
        },
      ],
    },
  },
  ...FEATURES.map(featureBoundary),
  // Plain JavaScript outside the TypeScript project: the build scripts run by node as they are.
  { files: ['eslint.config.js', 'scripts/**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
