import type { CrowdTargets } from './crowd-setup.ts';

export type RequestKind = 'public' | 'member read' | 'write';

export interface MixRequest {
  kind: RequestKind;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const json = (value: unknown) => JSON.stringify(value);

/**
 * The calls a visitor's browser makes on the home, a spot's panel, the news list and an item, and the
 * gallery (apps/web's queries), each drawn with the same chance.
 */
function publicRead(targets: CrowdTargets): MixRequest {
  const { clubId } = targets;
  const spot = pick(targets.spotIds);
  const news = pick(targets.newsIds);
  const choices: Array<Omit<MixRequest, 'kind'>> = [
    { method: 'GET', path: '/api/Settings/getClientSettings' },
    { method: 'GET', path: '/api/Clubs/getClubByAlias/demo' },
    { method: 'GET', path: `/api/Clubs/getLanguagesByClub/${clubId}` },
    { method: 'GET', path: '/api/Spots/getMapConfig' },
    { method: 'GET', path: `/api/Spots/getSpotsByClub/${clubId}` },
    { method: 'GET', path: `/api/News/getLastNewsByClub/${clubId}` },
    { method: 'GET', path: `/api/Pictures/getLastPicture/${clubId}` },
    { method: 'GET', path: `/api/Videos/getLastVideo/${clubId}` },
    { method: 'GET', path: `/api/Spots/getSpot/${spot}` },
    { method: 'GET', path: `/api/Spots/getInfos/${spot}` },
    { method: 'GET', path: `/api/Spots/getLayers/${spot}/1` },
    { method: 'GET', path: `/api/Spots/getMedia/${spot}` },
    { method: 'GET', path: `/api/News/getNewsByClub/${clubId}/0` },
    { method: 'GET', path: `/api/News/getNewsDetails/${news}` },
    { method: 'GET', path: `/api/News/getCommentsPage/${news}` },
    { method: 'POST', path: '/api/Pictures/getPictures', body: json({ page: 0, club_id: clubId }) },
    { method: 'POST', path: '/api/Videos/getVideos', body: json({ page: 0, club_id: clubId }) },
  ];
  return { kind: 'public', ...pick(choices) };
}

/** What a signed-in member's pages read and no cache keeps: their picture list, profile, messages. */
function memberRead(targets: CrowdTargets): MixRequest {
  const member = pick(targets.members);
  const choices: Array<Omit<MixRequest, 'kind' | 'token'>> = [
    { method: 'POST', path: '/api/Pictures/getPictures', body: json({ page: 0, club_id: targets.clubId }) },
    { method: 'POST', path: '/api/Pictures/getPictures', body: json({ page: 1, club_id: targets.clubId }) },
    { method: 'GET', path: '/api/Users/getUserDetailsByToken' },
    { method: 'GET', path: '/api/Messages/countUnread' },
    { method: 'GET', path: '/api/Users/getUsersByMessage' },
  ];
  return { kind: 'member read', token: member.token, ...pick(choices) };
}

let commentNumber = 0;

/** A member comments on a news item or likes a picture (a like of a liked picture changes nothing). */
function write(targets: CrowdTargets): MixRequest {
  const member = pick(targets.members);
  if (Math.random() < 0.5) {
    commentNumber += 1;
    return {
      kind: 'write',
      token: member.token,
      method: 'POST',
      path: '/api/News/addComment',
      body: json({ news_id: pick(targets.newsIds), comment_content: `Belle plongée ! (${commentNumber})` }),
    };
  }
  return {
    kind: 'write',
    token: member.token,
    method: 'GET',
    path: `/api/Pictures/likePicture/${pick(targets.pictureIds)}`,
  };
}

/** 80% anonymous public reads, 10% a signed-in member's reads, 10% members' writes. */
export function nextMixRequest(targets: CrowdTargets): MixRequest {
  const draw = Math.random();
  if (draw < 0.8) return publicRead(targets);
  if (draw < 0.9) return memberRead(targets);
  return write(targets);
}
