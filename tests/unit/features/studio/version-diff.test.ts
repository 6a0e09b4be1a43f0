import { describe, expect, it } from 'vitest';
import { contactToText, diffVersions, htmlToText } from '../../../../src/features/studio/version-diff.ts';

const labels = { phone: 'Phone', email: 'E-mail', address: 'Address', latitude: 'Latitude', longitude: 'Longitude' };
const contact = { phone: '+229 1', email: 'a@example.com', address: 'Cotonou', latitude: 6.3, longitude: 2.4 };

describe('htmlToText', () => {
  it('keeps one line per block, list bullets and link addresses', () => {
    expect(
      htmlToText(
        '<h2>Title</h2><p>Read <a href="https://x.test">this</a> &amp; that</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('Title\nRead this (https://x.test) & that\n• One\n• Two');
  });

  it('writes table cells apart and decodes numeric entities', () => {
    expect(htmlToText('<table><tr><td>a</td><td>&#233;</td></tr></table>')).toBe('a | é |');
  });
});

describe('diffVersions', () => {
  it('marks the words inserted and deleted between two pages', () => {
    const view = diffVersions({ html: '<p>Cars are sold</p>' }, { html: '<p>Cars are leased</p>' }, labels);
    expect(view.parts).toEqual([
      { kind: 'same', text: 'Cars are ' },
      { kind: 'removed', text: 'sold' },
      { kind: 'added', text: 'leased' },
    ]);
    expect([view.added, view.removed]).toEqual([1, 1]);
  });

  it('says nothing changed for the same text', () => {
    const view = diffVersions({ html: '<p>Same</p>' }, { html: '<p>Same</p>' }, labels);
    expect([view.added, view.removed]).toEqual([0, 0]);
  });

  it('compares the contact field by field', () => {
    expect(contactToText(contact, labels)).toBe(
      'Phone: +229 1\nE-mail: a@example.com\nAddress: Cotonou\nLatitude: 6.3\nLongitude: 2.4\n',
    );
    const view = diffVersions(contact, { ...contact, address: 'Lomé' }, labels);
    expect(view.parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'Address: Cotonou\n' },
      { kind: 'added', text: 'Address: Lomé\n' },
    ]);
  });
});
