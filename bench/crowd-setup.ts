import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/** One request to the server on loopback with a chosen Host header (Node cannot resolve demo.localhost). */
export function send(
  port: number,
  host: string,
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: string }> {
  const payload = options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = { host };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export interface Member {
  userId: number;
  token: string;
}

/** What the crowd's requests point at: the demo club's ids and its signed-in members. */
export interface CrowdTargets {
  clubId: number;
  spotIds: number[];
  newsIds: number[];
  pictureIds: number[];
  members: Member[];
}

const MEMBER_PASSWORD = 'crowd-member-2026';

/** The validation link of the latest mail to `email` in the outbox folder (quoted-printable undone). */
async function validationToken(mailDir: string, email: string): Promise<string> {
  const names = (await readdir(mailDir)).sort().reverse();
  for (const name of names) {
    const text = (await readFile(path.join(mailDir, name), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!text.includes(email)) continue;
    const token = /\/auth\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (token) return token;
  }
  throw new Error(`no validation mail to ${email}`);
}

/**
 * Registers, validates and signs in `count` members through the API (the validation mail is read from the
 * outbox folder), so the crowd's writes spread over accounts as real members' would.
 */
async function makeMembers(port: number, host: string, mailDir: string, count: number): Promise<Member[]> {
  const call = async <T>(method: 'GET' | 'POST', url: string, options: Parameters<typeof send>[4] = {}) => {
    const answer = await send(port, host, method, url, options);
    if (answer.status >= 400)
      throw new Error(`${method} ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  };
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    const email = `crowd${index}@demo.localhost`;
    await call('POST', '/api/Users/register', {
      json: {
        Lastname: `Crowd ${index}`,
        Firstname: 'Member',
        Nickname: null,
        Country_id: null,
        Gender: null,
        Birthdate: null,
        Practice_type: 0,
        Organism: null,
        Diving_level: null,
        Email: email,
        Password: MEMBER_PASSWORD,
      },
    });
    await call('GET', `/api/Users/validate/${await validationToken(mailDir, email)}`);
    const { token } = await call<{ token: string }>('POST', '/api/Users/connection/', {
      json: { email, password: MEMBER_PASSWORD },
    });
    const details = await call<{ Id: number }>('GET', '/api/Users/getUserDetailsByToken', { token });
    members.push({ userId: details.Id, token });
  }
  return members;
}

export async function prepareTargets(
  port: number,
  host: string,
  mailDir: string,
  memberCount: number,
): Promise<CrowdTargets> {
  const read = async <T>(method: 'GET' | 'POST', url: string, json?: unknown) => {
    const answer = await send(port, host, method, url, { json });
    if (answer.status >= 400)
      throw new Error(`${method} ${url}: ${answer.status} ${answer.body.slice(0, 300)}`);
    return JSON.parse(answer.body) as T;
  };
  const club = await read<{ Id: number }>('GET', '/api/Clubs/getClubByAlias/demo');
  const spots = await read<{ Id: number }[]>('GET', `/api/Spots/getSpotsByClub/${club.Id}`);
  const news = await read<{ Id: number }[]>('GET', `/api/News/getNewsByClub/${club.Id}/0`);
  const pictures = await read<{ Id: number }[]>('POST', '/api/Pictures/getPictures', {
    page: 0,
    club_id: club.Id,
  });
  if (spots.length === 0 || news.length === 0 || pictures.length === 0)
    throw new Error('the demo club needs spots, news and pictures');
  return {
    clubId: club.Id,
    spotIds: spots.map((spot) => spot.Id),
    newsIds: news.map((item) => item.Id),
    pictureIds: pictures.map((picture) => picture.Id),
    members: await makeMembers(port, host, mailDir, memberCount),
  };
}
