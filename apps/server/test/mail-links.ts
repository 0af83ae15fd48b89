import type { TestApp } from './test-app.ts';

/** The mails sent to one address, oldest first. */
export async function mailsTo(t: TestApp, to: string) {
  return (await t.outbox()).filter((mail) => mail.to === to);
}

/** The one-time token of the last link mailed to this address under the given web route. */
export async function lastLinkToken(t: TestApp, to: string, route: string): Promise<string> {
  const mails = await mailsTo(t, to);
  const link = mails
    .flatMap((mail) => mail.links)
    .filter((candidate) => new URL(candidate).pathname.startsWith(`/${route}/`))
    .at(-1);
  if (!link) throw new Error(`no ${route} link mailed to ${to}`);
  return new URL(link).pathname.split('/').at(-1) as string;
}
