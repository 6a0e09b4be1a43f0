import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DealerProfileCard } from '../../../../src/features/dealers/dealer-profile-card.tsx';
import { createTranslate } from '../../../../src/lib/i18n/translate.ts';

describe('the importer profile while it loads', () => {
  const html = renderToStaticMarkup(
    createElement(DealerProfileCard, {
      dealer: null,
      t: createTranslate({ 'dealer.loading': 'Loading the importer…', 'dealer.na': 'N/A' }),
    }),
  );
  const heading = /<h2 id="dealer-name"[^>]*>(.*?)<\/h2>/.exec(html)?.[1] ?? '';

  it('names its heading for a screen reader, in words no one sees', () => {
    expect(heading).toContain('<span class="sr-only">Loading the importer…</span>');
  });

  it('draws a bar with no text in it (transparent text failed axe’s contrast check)', () => {
    expect(heading).toMatch(/<span aria-hidden="true" class="[^"]*animate-pulse[^"]*"><\/span>/);
    expect(html).not.toContain('text-transparent');
  });
});
