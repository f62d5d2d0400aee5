import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The layout's boundaries: shared imports nothing of either side; client and server never meet. */
const parentImports = {
  group: ['../*'],
  message: 'Import through #server/…, #shared/…, #client/… (same-folder ./ imports are fine).',
};
// Written as regular expressions: in the pattern (gitignore) syntax a leading '#' starts a comment,
// so a group such as '#server/*' matches nothing.
const layerRules = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...forbidden.map((side) => ({ regex: `^#${side}/`, message })), parentImports] },
  ],
});

/** A feature folder imports from shared, lib, entities and components, never from another feature. */
const featuresDir = 'src/client/features';
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { regex: '^#server/(?!api\\.ts$)', message: 'The client never imports server code.' },
          parentImports,
          {
            regex: `^#client/features/(?!${feature}/)`,
            message: 'Features do not import each other; move shared code to entities, lib or components.',
          },
        ],
        paths: [
          {
            name: 'react-hook-form',
            importNames: ['useForm'],
            message:
              'Use Form from #client/components/ui/form.tsx; inside it, useFormContext reads the form.',
          },
        ],
      },
    ],
  },
}));

/**
 * Server modules have front doors: from outside src/server/modules/<area>/ (other modules, the core,
 * tests elsewhere, scripts), a module is imported only through #server/modules/<area>/index.ts. A
 * module's own files, its tests included, import each other freely. Generic helpers with no domain
 * live in src/server/lib. Uses the typescript-eslint copy of the rule so the layer rules stay.
 */
const modulesDir = 'src/server/modules';
const serverModules = fs.existsSync(modulesDir) ? fs.readdirSync(modulesDir) : [];
const throughIndex = (own) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^#server/modules/${own ? `(?!${own}/)` : ''}[^/]+/(?!index\\.ts$)`,
          message: 'Import another module only through its index.ts; generic helpers go to src/server/lib.',
        },
      ],
    },
  ],
});
const moduleBoundaries = [
  {
    files: ['src/server/**/*.ts', 'scripts/**/*.{ts,mts,mjs}', 'tests/**/*.ts'],
    ignores: [`${modulesDir}/**`],
    rules: throughIndex(),
  },
  ...serverModules.map((area) => ({ files: [`${modulesDir}/${area}/**`], rules: throughIndex(area) })),
];

/**
 * The client's layers, from the bottom: lib (infrastructure: HTTP, env, the query client, notify),
 * entities (the domain code several features share: its query keys, queries and stores), components
 * (shared UI), features, and the app that puts them together. A layer imports only those below it.
 * The `#client/…` patterns are regular expressions: in a gitignore-style `group`, a leading `#` makes
 * the line a comment, which matches nothing.
 */
const clientLayer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: `^#client/(${forbidden.join('|')})/`, message }, parentImports],
      },
    ],
  },
});
const clientLayers = [
  clientLayer(
    ['src/client/lib/**'],
    ['entities', 'components', 'features', 'app'],
    'lib is infrastructure: it imports no domain code, UI or features.',
  ),
  clientLayer(
    ['src/client/entities/**'],
    ['components', 'features', 'app'],
    'Entities import lib and other entities, never components or features.',
  ),
  clientLayer(
    ['src/client/components/**'],
    ['features', 'app'],
    'Shared components import lib and entities, never a feature.',
  ),
];

const processEnvRule = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[object.name='process'][property.name='env']",
      message:
        'Read configuration through src/server/env.ts (one env module per side: nothing else reads process.env).',
    },
    {
      selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
      message:
        'Read configuration through src/client/lib/env.ts (one env module per side: nothing else reads import.meta.env).',
    },
  ],
};

/** The deck layout and composer, about to be rewritten around one measured layout step. */
const longFunctionsAwaitingRewrite = ['src/server/modules/pitch/export/pptx.ts'];

/**
 * Forms, selects and textareas come from src/client/components/ui (Form and its fields, Select,
 * Textarea), so each has one look and one way to validate; features compose them.
 */
const featureControlsRule = {
  'no-restricted-syntax': [
    ...processEnvRule['no-restricted-syntax'],
    {
      selector: "JSXOpeningElement[name.name='form']",
      message: 'Use Form from #client/components/ui/form.tsx (react-hook-form with a zod schema).',
    },
    {
      selector: "JSXOpeningElement[name.name='select']",
      message: 'Use Select or SelectField from #client/components/ui.',
    },
    {
      selector: "JSXOpeningElement[name.name='textarea']",
      message: 'Use Textarea or TextareaField from #client/components/ui.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.tmp/**',
      'content/media/**',
      // Type-checked by its own test against types generated from the served document.
      'tests/openapi-client/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules chosen for the mistakes the compiler cannot see: promises left floating or
    // handed where a callback returns nothing, awaits on non-promises, casts that change nothing.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: processEnvRule },
  { files: ['src/client/features/**/*.tsx'], rules: featureControlsRule },
  {
    // A function a reader can hold in their head: past 80 lines, split it where a reader would
    // (a section into a component, state into a hook, a step into a function). Tests' describe
    // blocks are lists of cases and are not held to it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', ...longFunctionsAwaitingRewrite],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/server/env.ts', 'src/client/lib/env.ts', 'src/**/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/shared/**'],
    rules: layerRules(['client', 'server'], 'Shared code runs on both sides.'),
  },
  { files: ['src/server/**'], rules: layerRules(['client'], 'The server never imports client code.') },
  {
    // The one exception: the typed API client reads the routes' types (erased at build time).
    files: ['src/client/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#server/api.ts',
              message: 'Only its types, for the API client.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            { regex: '^#server/(?!api\\.ts$)', message: 'The client never imports server code.' },
            {
              group: ['../*'],
              message: 'Import through #client/…, #shared/… (same-folder ./ imports are fine).',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...clientLayers,
  ...moduleBoundaries,
);
