import { ROLE } from '@club/shared/constants';
import { type Config, clubSiteUrl } from '../config.ts';

/**
 * The demo's fixed, documented credentials, in one place: the seed creates these accounts, main.ts
 * prints them at start-up, and docs/demo-accounts.md lists them (a test keeps it in step).
 */
export const DEMO_CLUB_ALIAS = 'demo';

export interface DemoAccount {
  who: string;
  email: string;
  password: string;
  role: number;
  firstname: string;
  lastname: string;
}

export const DEMO_MANAGER: DemoAccount = {
  who: 'club manager',
  email: 'manager@demo.localhost',
  password: 'demo-manager-2026',
  role: ROLE.clubManager,
  firstname: 'Claire',
  lastname: 'Vidal',
};

export const DEMO_MEMBERS: readonly DemoAccount[] = [
  {
    who: 'member',
    email: 'marin@demo.localhost',
    password: 'demo-member-2026',
    role: ROLE.member,
    firstname: 'Marin',
    lastname: 'Olivier',
  },
  {
    who: 'member',
    email: 'lea@demo.localhost',
    password: 'demo-member-2026',
    role: ROLE.member,
    firstname: 'Léa',
    lastname: 'Garnier',
  },
  {
    who: 'member',
    email: 'tom@demo.localhost',
    password: 'demo-member-2026',
    role: ROLE.member,
    firstname: 'Tom',
    lastname: 'Baker',
  },
];

/** Global account: signs in on any club's site. */
export const DEMO_SUPER_ADMIN: DemoAccount = {
  who: 'super administrator',
  email: 'admin@localhost',
  password: 'demo-admin-2026',
  role: ROLE.superAdmin,
  firstname: 'Alex',
  lastname: 'Admin',
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_MANAGER, ...DEMO_MEMBERS, DEMO_SUPER_ADMIN];

/** What start-up prints when the demo club exists: where to go and how to sign in. */
export function demoBanner(config: Config): string {
  const site = clubSiteUrl(config, DEMO_CLUB_ALIAS).toString();
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.who.length));
  const operatorEmail = config.admin?.email.trim().toLowerCase();
  const lines = DEMO_ACCOUNTS.map((account) => {
    // ADMIN_PASSWORD replaced this account's password at start-up; it is not printed.
    const password = account.email === operatorEmail ? '(ADMIN_PASSWORD)' : account.password;
    return `  ${account.who.padEnd(width)}  ${account.email}  /  ${password}`;
  });
  return [
    '',
    `Demo club site:  ${site}`,
    `All clubs:       ${config.publicUrl.toString()}`,
    `API docs:        ${new URL('/api/docs', site).toString()}`,
    'Demo accounts (as seeded; the super administrator signs in on any club site):',
    ...lines,
    '',
  ].join('\n');
}
