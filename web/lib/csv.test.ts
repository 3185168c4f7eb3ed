import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, fileSlug } from './csv';

describe('fileSlug', () => {
  it('keeps lower-case letters and digits, dashes between, the fallback when nothing is left', () => {
    expect(fileSlug('  Harbor Spring Invitational 2026! ', 'meet')).toBe('harbor-spring-invitational-2026');
    expect(fileSlug('Zoë’s Team', 'team')).toBe('zo-s-team');
    expect(fileSlug('***', 'team')).toBe('team');
  });
});

describe('downloadCsv (the performance tables’ export)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands the browser a file written by core/csv: one byte-order mark, formulas defused', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:test';
    });
    const link = { href: '', download: '', click: vi.fn(), remove: vi.fn() };
    vi.stubGlobal('document', { createElement: () => link, body: { append: vi.fn() } });
    downloadCsv('leaders.csv', ['Athlete', 'Mark', 'Change %'], [['=HYPERLINK("http://evil.example/","x")', '12.41', -3.5]]);
    expect(link.download).toBe('leaders.csv');
    expect(link.click).toHaveBeenCalledOnce();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text).toBe(`\uFEFFAthlete,Mark,Change %\r\n"'=HYPERLINK(""http://evil.example/"",""x"")",12.41,-3.5\r\n`);
  });
});
