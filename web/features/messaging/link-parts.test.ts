import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('linkParts', () => {
  it('finds http, https and www links and leaves the rest as text', () => {
    expect(linkParts('Results: https://splits.example/meets/1. Map at www.track.org!')).toEqual([
      { kind: 'text', text: 'Results: ' },
      { kind: 'link', text: 'https://splits.example/meets/1', href: 'https://splits.example/meets/1' },
      { kind: 'text', text: '. Map at ' },
      { kind: 'link', text: 'www.track.org', href: 'https://www.track.org' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('never makes a link of another scheme or of markup', () => {
    for (const text of [
      'javascript:alert(1)',
      '<a href="javascript:alert(1)">x</a>',
      'data:text/html,<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(linkParts(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps a closing parenthesis that belongs to the address, and stops at quotes and angle brackets', () => {
    expect(linkParts('(see https://en.wikipedia.org/wiki/Relay_(athletics))')[1]).toEqual({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Relay_(athletics)',
      href: 'https://en.wikipedia.org/wiki/Relay_(athletics)',
    });
    expect(linkParts('<https://a.example/x>"')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://a.example/x', href: 'https://a.example/x' },
      { kind: 'text', text: '>"' },
    ]);
  });

  it('joins back to the text it came from', () => {
    const text = 'a https://x.org, b www.y.org. c';
    expect(
      linkParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
