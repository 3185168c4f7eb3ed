// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ResultsEntryIllustration } from './results-entry-illustration';

describe('results entry illustration', () => {
  it("lists the heat's sample results in time order, fastest first, the mark being typed last", () => {
    const { container } = render(<ResultsEntryIllustration />);
    const rows = [...container.querySelectorAll('text')]
      .map((t) => ({ y: Number(t.getAttribute('y')), text: t.textContent ?? '' }))
      .filter((t) => /^\d+\.\d+$/.test(t.text))
      .sort((a, b) => a.y - b.y)
      .map((t) => Number(t.text));
    expect(rows).toHaveLength(5);
    expect(rows).toEqual([...rows].sort((a, b) => a - b));
  });
});
