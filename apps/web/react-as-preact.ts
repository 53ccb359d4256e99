import { fileURLToPath } from 'node:url';

/**
 * The app is written against React's API and runs on Preact's compat layer (decision 045): the home route's first
 * load goes from 128 to 71 KiB gzip, most of it React DOM's weight. These aliases point every React entry the code
 * and its libraries import at Preact's; the most specific first, as Vite takes the first that matches.
 */
export const reactAsPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The unit tests' half of it. Testing Library's CommonJS build requires react-dom itself, past Vite's aliases,
 * so tests take its ES build; and the libraries that import React are inlined so the aliases reach them too
 * (else two copies of the runtime would share no hooks).
 */
export const testingWithPreact = {
  aliases: [
    ...reactAsPreact,
    {
      find: /^@testing-library\/react$/,
      replacement: fileURLToPath(
        new URL(
          '../../node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
          import.meta.url,
        ),
      ),
    },
  ],
  inline: ['@testing-library/react', '@tanstack/react-query', 'react-hook-form', '@hookform/resolvers'],
};
