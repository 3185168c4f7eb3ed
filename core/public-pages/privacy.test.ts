import { describe, expect, it } from 'vitest';
import { ageOn, consentRefusal, hasPublicProfile, isMinor, shortName, shortNameOf } from './privacy';

describe('public privacy rules', () => {
  it('counts age in whole years, the birthday itself included', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('takes the birthdate first, then the graduation year, and calls the unknown a minor', () => {
    expect(isMinor({ birthdate: '2008-06-15', gradYear: 2030 }, '2026-06-15')).toBe(false);
    expect(isMinor({ birthdate: '2009-01-01', gradYear: 2020 }, '2026-06-15')).toBe(true);
    // school year 2026-27 ends in 2027: a 2027 graduate is a senior, a 2026 one has graduated
    expect(isMinor({ birthdate: null, gradYear: 2027 }, '2026-11-28')).toBe(true);
    expect(isMinor({ birthdate: null, gradYear: 2026 }, '2026-11-28')).toBe(false);
    expect(isMinor({ birthdate: null, gradYear: null }, '2026-11-28')).toBe(true);
  });

  it('lets an adult agree alone and a minor only through a parent', () => {
    expect(consentRefusal('athlete', false)).toBeNull();
    expect(consentRefusal('athlete', true)).toMatch(/parent/);
    expect(consentRefusal('parent', true)).toBeNull();
    expect(consentRefusal('coach', true)).toBeNull();
    expect(consentRefusal('coach', false)).toMatch(/own account/);
    expect(consentRefusal('parent', false)).toMatch(/own account/);
  });

  it('needs both the team and the consent for a profile', () => {
    expect(hasPublicProfile(true, true)).toBe(true);
    expect(hasPublicProfile(true, false)).toBe(false);
    expect(hasPublicProfile(false, true)).toBe(false);
  });

  it('shortens names to First L.', () => {
    expect(shortName('Ana', 'ruiz')).toBe('Ana R.');
    expect(shortName('Ana', '')).toBe('Ana');
    expect(shortNameOf('Mary Ann van Dyke')).toBe('Mary Ann van D.');
    expect(shortNameOf('Prince')).toBe('Prince');
  });
});
