// Lint: typescript-eslint's recommended rules plus React hooks; generated and built files are skipped. The code of
// server, common, web and e2e is also linted with type information (each file's own tsconfig, found by the project
// service) for the rules that need types: promises nobody awaits, conditions that cannot be false, and objects used as
// booleans (the kind of bug where `!decodeVin(vin)` is never true because the decoder returns an object).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const typed = ['server/**/*.ts', 'common/**/*.ts', 'web/**/*.{ts,tsx}', 'e2e/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'data/**', 'server/src/db/migrations/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      // Nullable strings and numbers in conditions are how this code says "given" (an empty string or 0 counts as not
      // given); nullable booleans, objects and anything non-nullable must be compared explicitly.
      '@typescript-eslint/strict-boolean-expressions': [
        'error',
        {
          allowString: true,
          allowNumber: true,
          allowNullableObject: true,
          allowNullableBoolean: true,
          allowNullableString: true,
          allowNullableNumber: true,
          allowAny: false,
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
