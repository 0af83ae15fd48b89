import { z } from 'zod';
import type { FacebookConfig } from '../../config.ts';

/** How long one request to the provider may take. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** What the provider says about the person who signed in. */
export interface ProviderProfile {
  id: string;
  firstname: string;
  lastname: string;
  email: string | null;
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const profileAnswer = z.object({
  id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  email: z.string().max(254).optional(),
});

/** The provider's sign-in page for this redirect address and state. */
export function authorizationUrl(config: FacebookConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'email');
  return url.toString();
}

/**
 * The server side of the authorization-code flow: trades the code for an access token with the app
 * secret (which never leaves the server), then reads the profile with it.
 */
export async function fetchProfile(
  config: FacebookConfig,
  redirectUri: string,
  code: string,
): Promise<ProviderProfile> {
  const tokenResponse = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      client_id: config.appId,
      client_secret: config.appSecret,
      redirect_uri: redirectUri,
      code,
      grant_type: 'authorization_code',
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`);
  const { access_token } = tokenAnswer.parse(await tokenResponse.json());

  const profileUrl = new URL(config.profileUrl);
  profileUrl.searchParams.set('fields', 'id,first_name,last_name,name,email');
  const profileResponse = await fetch(profileUrl, {
    headers: { authorization: `Bearer ${access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!profileResponse.ok) throw new Error(`profile endpoint answered ${profileResponse.status}`);
  const profile = profileAnswer.parse(await profileResponse.json());
  const [first = '', ...rest] = (profile.name ?? '').trim().split(/\s+/);
  const clean = (value: string) => value.replaceAll('\0', '').trim().slice(0, 100);
  return {
    id: profile.id,
    firstname: clean(profile.first_name ?? first) || 'Facebook',
    lastname: clean(profile.last_name ?? rest.join(' ')) || clean(profile.id),
    email: profile.email?.trim().toLowerCase() || null,
  };
}
