import { describe, expect, it } from 'vitest';
import { isAbsoluteUrl, isAllowedExternal, isOnboardPath, isPublicPath, normalizePath, safeReferer } from './route-rules';

describe('safeReferer', () => {
  it.each(['/dashboard', '/dashboard/meets/1?tab=a#x', '/account'])('keeps same-origin path %s', (r) => {
    expect(safeReferer(r)).toBe(r);
  });
  it.each([
    null,
    '',
    'dashboard',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth',
    '/auth/sign-up',
    '/a\nb',
    '/a\\b',
  ])('refuses %s', (r) => {
    expect(safeReferer(r)).toBeNull();
  });
});

describe('paths', () => {
  it('normalizes trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/auth//')).toBe('/auth');
  });
  it('onboard paths are those containing /onboard', () => {
    expect(isOnboardPath('/onboard')).toBe(true);
    expect(isOnboardPath('/onboard/invite')).toBe(true);
    expect(isOnboardPath('/about')).toBe(false);
  });
  it('public pages are exactly the allow-list', () => {
    expect(isPublicPath('/redirect/deeplink')).toBe(true);
    expect(isPublicPath('/redirect/deeplink/x')).toBe(false);
    expect(isPublicPath('/auth/anything')).toBe(true);
  });
});

describe('external targets', () => {
  it('recognizes absolute URLs', () => {
    expect(isAbsoluteUrl('https://x.example')).toBe(true);
    expect(isAbsoluteUrl('//x.example')).toBe(true);
    expect(isAbsoluteUrl('mailto:a@b.c')).toBe(true);
    expect(isAbsoluteUrl('/dashboard')).toBe(false);
  });
  it('allows only listed http(s) origins', () => {
    expect(isAllowedExternal('https://x.example/a', ['https://x.example'])).toBe(true);
    expect(isAllowedExternal('https://x.example.evil/a', ['https://x.example'])).toBe(false);
    expect(isAllowedExternal('http://x.example/a', ['https://x.example'])).toBe(false);
    expect(isAllowedExternal('javascript:alert(1)', ['null'])).toBe(false);
  });
});
