/** The demo team's 60 athletes: 30 girls and 30 boys, grades 9-12, every event group, with their events and talent. */
import type { EventGroup } from '@core/api/athletes';
import type { Random } from './random';

export interface DemoAthlete {
  firstName: string;
  lastName: string;
  gender: 'male' | 'female';
  grade: number;
  group: EventGroup;
  /** catalogue slugs, most important first */
  events: string[];
  /** per event slug: how far from the team's typical mark (negative is better), in standard deviations */
  talent: Record<string, number>;
}

const GIRLS = [
  'Maya',
  'Sofia',
  'Aaliyah',
  'Chloe',
  'Grace',
  'Priya',
  'Harper',
  'Zoe',
  'Lucia',
  'Nia',
  'Emma',
  'Isabella',
  'Hannah',
  'Mei',
  'Jasmine',
  'Olivia',
  'Ava',
  'Camila',
  'Leah',
  'Ruby',
  'Imani',
  'Elena',
  'Naomi',
  'Ella',
  'Keira',
  'Abigail',
  'Yara',
  'Sienna',
  'Tessa',
  'Lily',
];
const BOYS = [
  'Jordan',
  'Mateo',
  'Elijah',
  'Kai',
  'Noah',
  'Isaiah',
  'Lucas',
  'Andre',
  'Ethan',
  'Diego',
  'Caleb',
  'Marcus',
  'Owen',
  'Jamal',
  'Liam',
  'Hiro',
  'Samuel',
  'Tyler',
  'Gabriel',
  'Miles',
  'Darius',
  'Julian',
  'Xavier',
  'Ben',
  'Omar',
  'Ryan',
  'Aiden',
  'Luis',
  'Cole',
  'Theo',
];
const LAST = [
  'Garcia',
  'Nguyen',
  'Okafor',
  'Patel',
  'Kim',
  'Murphy',
  'Martinez',
  'Williams',
  'Chen',
  'Brown',
  'Rodriguez',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Yamamoto',
  'Silva',
  'Haddad',
  'Kowalski',
  'Novak',
  'Mensah',
  'Ibrahim',
  'Rossi',
  "O'Brien",
  'Fischer',
  'Santos',
  'Dubois',
];

/** Groups per gender (30 each) and the events each group does. */
const GROUPS: [EventGroup, number][] = [
  ['sprints', 9],
  ['distance', 9],
  ['hurdles', 3],
  ['jumps', 4],
  ['throws', 5],
];

const eventsFor = (group: EventGroup, gender: 'male' | 'female', rnd: Random): string[] => {
  const shortHurdles = gender === 'female' ? '100m-hurdles' : '110m-hurdles';
  switch (group) {
    case 'sprints':
      return rnd.chance(0.5) ? ['100m', '200m', 'long-jump'] : rnd.chance(0.5) ? ['200m', '400m', '100m'] : ['400m', '200m', '800m'];
    case 'distance':
      return rnd.chance(0.4) ? ['800m', '1600m'] : rnd.chance(0.5) ? ['1600m', '3200m', '800m'] : ['3200m', '1600m'];
    case 'hurdles':
      return [shortHurdles, '300m-hurdles', rnd.chance(0.5) ? '100m' : 'long-jump'];
    case 'jumps':
      return rnd.chance(0.5)
        ? ['long-jump', 'triple-jump', '100m']
        : rnd.chance(0.5)
          ? ['high-jump', 'long-jump']
          : ['pole-vault', 'high-jump'];
    default:
      return rnd.chance(0.5) ? ['shot-put', 'discus'] : ['discus', 'shot-put'];
  }
};

export const buildRoster = (rnd: Random): DemoAthlete[] => {
  const out: DemoAthlete[] = [];
  const usedLast = [...LAST];
  for (const gender of ['female', 'male'] as const) {
    const firsts = gender === 'female' ? [...GIRLS] : [...BOYS];
    let i = 0;
    for (const [group, n] of GROUPS) {
      for (let k = 0; k < n; k++, i++) {
        const events = eventsFor(group, gender, rnd);
        const base = rnd.normal() * 0.8;
        out.push({
          firstName: firsts.splice(rnd.int(0, firsts.length - 1), 1)[0]!,
          lastName: usedLast.splice(rnd.int(0, usedLast.length - 1), 1)[0]!,
          gender,
          grade: 9 + (i % 4),
          group,
          events,
          // one athlete is good at their events together: a shared part plus a part per event
          talent: Object.fromEntries([...events, 'xc'].map((e) => [e, base + rnd.normal() * 0.5])),
        });
      }
    }
  }
  return out;
};
