import { describe, expect, it } from 'vitest';
import { IMAGE_RENDER_WIDTHS, imageSrcSet, imageUrl, snapImageWidth } from '@core/api/images';
import { formatBytes } from '@core/storage-errors';
import { snapQuality } from './image-service';

describe('image widths and qualities', () => {
  it('renders the seed widths at densities 1 and 2', () => {
    expect(IMAGE_RENDER_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  });

  it('snaps a width up to the next render width, and caps at the largest', () => {
    expect(snapImageWidth(1)).toBe(320);
    expect(snapImageWidth(320)).toBe(320);
    expect(snapImageWidth(321)).toBe(640);
    expect(snapImageWidth(700)).toBe(768);
    expect(snapImageWidth(1537)).toBe(2048);
    expect(snapImageWidth(9000)).toBe(3072);
  });

  it('snaps quality to one of a few values (40, 60, 80, 95), the nearest, ties up', () => {
    const nearest = (q: number) => [40, 60, 80, 95].sort((a, b) => Math.abs(a - q) - Math.abs(b - q) || b - a)[0];
    for (let q = 1; q <= 100; q++) expect(snapQuality(q), `quality ${q}`).toBe(nearest(q));
    expect(new Set(Array.from({ length: 100 }, (_, i) => snapQuality(i + 1))).size).toBe(4);
    expect(snapQuality(80)).toBe(80);
    expect(snapQuality(70)).toBe(80);
    expect(snapQuality(1)).toBe(40);
  });

  it('builds endpoint URLs and srcsets (densities by default, widths with sizes)', () => {
    expect(imageUrl('/api/files/public/abc', 300)).toBe('/api/images/get?url=%2Fapi%2Ffiles%2Fpublic%2Fabc&width=320');
    expect(imageUrl('/a.png', 640, { quality: 60, format: 'avif' })).toBe('/api/images/get?url=%2Fa.png&width=640&quality=60&format=avif');
    expect(imageSrcSet('/p.png', 160)).toBe('/api/images/get?url=%2Fp.png&width=320 1x, /api/images/get?url=%2Fp.png&width=320 2x');
    expect(
      imageSrcSet('/p.png', 400)
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['1x', '2x']);
    expect(
      imageSrcSet('/p.png', 400, { byWidth: true })
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w']);
  });

  it('formats byte sizes for people', () => {
    expect(formatBytes(12)).toBe('12 B');
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(1024 ** 3)).toBe('1 GB');
  });
});
