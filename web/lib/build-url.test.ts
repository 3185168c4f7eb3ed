import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

describe('buildUrl', () => {
  it('repeats keys for arrays', () => {
    expect(buildUrl('/api/organizations/get', { 'roles[]': ['owner', 'admin'] })).toBe(
      '/api/organizations/get?roles%5B%5D=owner&roles%5B%5D=admin',
    );
    expect(decodeURIComponent(buildUrl('/x', { 'roles[]': ['owner', 'admin'] }))).toBe('/x?roles[]=owner&roles[]=admin');
  });
  it('leaves out undefined and null, keeps falsy values', () => {
    expect(buildUrl('/x', { a: undefined, b: null, c: 0, d: false, e: '' })).toBe('/x?c=0&d=false&e=');
  });
  it('encodes values and has no question mark without a query', () => {
    expect(buildUrl('/x', { search: 'a&b c' })).toBe('/x?search=a%26b+c');
    expect(buildUrl('/x')).toBe('/x');
    expect(buildUrl('/x', {})).toBe('/x');
  });
});
