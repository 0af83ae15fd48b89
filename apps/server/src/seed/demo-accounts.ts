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
  role: ROLE.manager,
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

/**
 * The demo's super administrator (a global account: signs in on any club's site). Its password is not
 * published: the seeded start makes a random one and prints it once, and none is made when ADMIN_EMAIL
 * names the operator's own super administrator.
 */
export const DEMO_SUPER_ADMINISTRATOR: Omit<DemoAccount, 'password'> = {
  who: 'super administrator',
  email: 'admin@localhost',
  role: ROLE.superAdministrator,
  firstname: 'Alex',
  lastname: 'Admin',
};

/** The password the demo's super administrator had when it was published: replaced where still found. */
export const RETIRED_DEMO_ADMIN_PASSWORD = 'demo-admin-2026';

/** The demo's accounts with fixed, documented passwords (the super administrator is not one). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [DEMO_MANAGER, ...DEMO_MEMBERS];

/**
 * What start-up prints when the demo club exists: where to go and how to sign in. `adminPassword` is
 * the super administrator's random password when this start made it; otherwise it is not known.
 */
export function demoBanner(config: Config, adminPassword?: string): string {
  const site = clubSiteUrl(config, DEMO_CLUB_ALIAS).toString();
  const width = Math.max(
    ...[...DEMO_ACCOUNTS, DEMO_SUPER_ADMINISTRATOR].map((account) => account.who.length),
  );
  const operatorEmail = config.admin?.email.trim().toLowerCase();
  const line = (who: string, email: string, password: string) =>
    `  ${who.padEnd(width)}  ${email}  /  ${password}`;
  const lines = DEMO_ACCOUNTS.map((account) =>
    // ADMIN_PASSWORD replaced this account's password at start-up; it is not printed.
    line(account.who, account.email, account.email === operatorEmail ? '(ADMIN_PASSWORD)' : account.password),
  );
  const admin = operatorEmail
    ? line(DEMO_SUPER_ADMINISTRATOR.who, operatorEmail, '(ADMIN_PASSWORD)')
    : line(
        DEMO_SUPER_ADMINISTRATOR.who,
        DEMO_SUPER_ADMINISTRATOR.email,
        adminPassword ?? '(random, printed once at its first start; or set ADMIN_EMAIL and ADMIN_PASSWORD)',
      );
  lines.push(admin);
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
