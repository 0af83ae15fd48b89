import { z } from 'zod';
import { defineCall } from './contract.ts';
import { tokenField } from './fields.ts';
import { tokenResponse } from './users.ts';

/** "Continue with Facebook" (SPEC.md section 7, POST /api/Users/facebook); see docs/decisions/005. */

export const facebookAvailable = defineCall({
  method: 'GET',
  path: '/api/Users/facebookAvailable',
  effect: 'cachedRead',
  shows: ['platform'],
  summary:
    'Whether "Continue with Facebook" is configured on this server; the sign-in starts at ' +
    'GET /api/Users/facebook/start (a redirect to the provider).',
  access: 'public',
  response: z.object({ enabled: z.boolean() }),
});

export const facebook = defineCall({
  method: 'POST',
  path: '/api/Users/facebook',
  effect: 'privateWrite',
  summary:
    'Finish a Facebook sign-in: trades the one-time code the server handed to the browser after its ' +
    'own authorization-code exchange with the provider for a session token. The documented profile ' +
    'fields (Facebook_id, names) are not accepted from the client: the server read them from the provider.',
  access: 'public',
  rateLimit: 'auth',
  body: z.object({ code: tokenField }),
  response: tokenResponse,
});
