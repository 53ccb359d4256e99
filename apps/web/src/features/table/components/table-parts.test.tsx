// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-context.tsx';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { TableDiners } from './table-parts.tsx';

const members = [
  { name: 'Ann', isMe: true },
  { name: 'Bo', isMe: false },
  { name: 'Cy', isMe: false },
] as Parameters<typeof TableDiners>[0]['members'];

afterEach(async () => {
  cleanup();
  await setLocale('en');
});

describe('TableDiners', () => {
  it.each([
    ['en', 'At the table: Ann (you), Bo, and Cy'],
    ['es', 'En la mesa: Ann (tú), Bo y Cy'],
    ['zh-CN', '同桌：Ann（我）、Bo和Cy'],
    ['zh-Hant', '同桌：Ann（我）、Bo和Cy'],
  ] as const)(
    'lists the diners with the punctuation of %s (issue 28: no ", " in Chinese)',
    async (locale, text) => {
      await setLocale(locale);
      render(
        <I18nProvider>
          <TableDiners members={members} />
        </I18nProvider>,
      );
      expect(screen.getByTestId('table-diners').textContent).toBe(text);
    },
  );
});
