import { access, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { clubs } from '../db/schema/clubs.ts';
import { comments, news } from '../db/schema/news.ts';
import { users } from '../db/schema/users.ts';
import { schemaTables } from '../db/tables.ts';
import type { Database } from '../platform/data/db.ts';
import { createLocalFileStore, type FileStore, keyOfFileUrl } from '../platform/files/storage.ts';
import type { Manifest, Row } from './archive.ts';
import { BackupError, backupClub } from './backup.ts';
import { RestoreError, restoreClub } from './restore.ts';
import { backupScope, EXCLUDED_TABLES, readClubRows } from './scope.ts';

let source: TestApp;
let target: TestApp;
let work: string;
let club: ClubRow;
let archive: string;
const storeOf = (app: TestApp): FileStore => createLocalFileStore(path.join(app.dataDir, 'files'));

type Headers = Record<string, string>;

async function multipart(data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? '',
  };
}

const jpeg = (red: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function call(app: TestApp, headers: Headers, url: string, payload?: object) {
  const response = await app.app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

async function upload(app: TestApp, headers: Headers, url: string, red: number) {
  const file = await multipart(await jpeg(red));
  const response = await app.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': file.type },
    payload: file.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A club with everything a club holds, written through the API as its members would. */
async function buildFullClub(app: TestApp): Promise<ClubRow> {
  const built = await buildClub(app.db, { hasSpots: false, languageKeys: ['fr', 'en'] });
  const host = hostOf(built);
  const signedIn = async (role: number) => {
    const user = await buildMember(app.db, built, { role });
    return { user, headers: { host, authorization: `Bearer ${await signIn(app.app, host, user)}` } };
  };
  const manager = await signedIn(ROLE.manager);
  const member = await signedIn(ROLE.member);
  const other = await signedIn(ROLE.member);
  const admin = await buildMember(app.db, null);
  const adminHeaders = { host, authorization: `Bearer ${await signIn(app.app, host, admin)}` };

  const created = await call(app, manager.headers, '/api/News/editNewsContent', {
    news_list: [
      { Language_key: 'fr', Title: 'Sortie épave', News_content: '<p>Rendez-vous au port à 8 h</p>' },
      { Language_key: 'en', Title: 'Wreck dive', News_content: '<p>Meet at the harbour at 8</p>' },
    ],
  });
  const newsId = created.news.Id as number;
  await upload(app, manager.headers, `/api/News/editImageUrl/${newsId}`, 30);
  await call(app, member.headers, '/api/News/addComment', { news_id: newsId, comment_content: 'J’y serai' });
  await call(app, adminHeaders, '/api/News/addComment', {
    news_id: newsId,
    comment_content: 'Bonne plongée',
  });
  const picture = await upload(app, member.headers, '/api/Pictures/uploadPicture?Name=Murène', 120);
  await upload(app, other.headers, '/api/Pictures/uploadPicture?Name=Mérou', 200);
  await call(app, other.headers, `/api/Pictures/likePicture/${picture.Id}`);
  await upload(app, member.headers, '/api/Users/editAvatar', 60);
  await call(app, member.headers, '/api/Messages/sendMessage', {
    user_id: other.user.id,
    message: 'Salut !',
  });
  await call(app, other.headers, '/api/Messages/sendMessage', {
    user_id: member.user.id,
    message: 'Salut <b>toi</b>',
  });
  return built;
}

/** The club's rows of every backed-up table, as the backup reads them, for comparison. */
async function clubRows(db: Database, clubId: number): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const table of backupScope.tables) result[table.info.name] = await readClubRows(db, table, clubId);
  return result;
}

/** Every file the club's rows name, with its bytes. */
async function clubFiles(app: TestApp, rows: Record<string, Row[]>): Promise<Record<string, string>> {
  const keys = new Set<string>();
  for (const match of JSON.stringify(rows).matchAll(/\/files\/([^"]+)/g))
    keys.add(keyOfFileUrl(`/files/${match[1]}`) ?? '');
  for (const picture of rows.pictures ?? []) {
    keys.add(String(picture.file_key));
    keys.add(String(picture.file_key).replace(/\.webp$/, '-thumb.webp'));
  }
  const files: Record<string, string> = {};
  for (const key of [...keys].sort()) {
    files[key] = (await readFile(path.join(app.dataDir, 'files', key))).toString('base64');
  }
  return files;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'club-backup-test-'));
  source = await createTestApp();
  target = await createTestApp();
  club = await buildFullClub(source);
  archive = path.join(work, 'club.tar.gz');
});
afterAll(async () => {
  await source.close();
  await target.close();
  await rm(work, { recursive: true, force: true });
});

describe('backup scope', () => {
  it('covers every table of the schema that holds club rows, or says why not', () => {
    const covered = new Set(backupScope.tables.map((table) => table.info.name));
    for (const table of schemaTables) {
      const hasClubId = table.columns.includes('club_id');
      const hangsFromCovered = table.foreignKeys.some(
        (foreignKey) =>
          covered.has(foreignKey.foreignTable) &&
          !table.nullableColumns.includes(foreignKey.columns[0] ?? ''),
      );
      if (hasClubId || hangsFromCovered || table.name === 'clubs') {
        expect(covered.has(table.name) || table.name in EXCLUDED_TABLES, table.name).toBe(true);
      }
    }
    for (const name of Object.keys(EXCLUDED_TABLES)) {
      expect(schemaTables.some((table) => table.name === name)).toBe(true);
    }
    expect(covered.has('picture_likes')).toBe(true);
    expect(backupScope.referenceTables).toEqual(['countries', 'languages', 'subscriptions']);
  });
});

describe('backup and restore', () => {
  it('round-trips a club, its rows of every table and its files, into a fresh installation', async () => {
    const manifest = await backupClub({
      db: source.db,
      store: storeOf(source),
      alias: club.alias,
      file: archive,
    });
    expect(manifest.club).toEqual({ id: club.id, alias: club.alias, name: club.name });
    expect(manifest.tables.comments?.rows).toBe(2);
    expect(manifest.missingFiles).toEqual([]);

    // Another installation (fresh database and file store) that has never seen the club.
    const report = await restoreClub({ db: target.db, store: storeOf(target), file: archive });
    expect(report.replaced).toBe(false);
    expect(report.files).toBe(manifest.files);

    const before = await clubRows(source.db, club.id);
    const after = await clubRows(target.db, club.id);
    // The super administrator's comment: that account is not the club's and not in the target.
    const adminComment = before.comments?.find((row) => row.content === 'Bonne plongée');
    expect(adminComment?.user_id).not.toBeNull();
    expect(report.clearedReferences).toEqual([{ table: 'comments', column: 'user_id', rows: 1 }]);
    const expected = {
      ...before,
      comments: before.comments?.map((row) => (row === adminComment ? { ...row, user_id: null } : row)),
    };
    expect(after).toEqual(expected);
    for (const name of [
      'clubs',
      'users',
      'news',
      'news_contents',
      'comments',
      'pictures',
      'picture_likes',
      'messages',
    ]) {
      expect(after[name]?.length, name).toBeGreaterThan(0);
    }
    expect(await clubFiles(target, after)).toEqual(await clubFiles(source, before));
    expect(Object.keys(await clubFiles(target, after)).length).toBe(manifest.files);

    // The restored club works: its members sign in with their passwords, its pages and files are served.
    const [member] = await target.db
      .select()
      .from(users)
      .where(eq(users.id, Number(before.pictures?.[0]?.user_id)));
    if (!member) throw new Error('no member');
    const token = await signIn(target.app, hostOf(club), {
      email: member.email,
      password: 'correct horse battery',
    });
    expect(token).toBeTruthy();
    const gallery = await target.app.inject({
      method: 'POST',
      url: '/api/Pictures/getPictures',
      headers: { host: hostOf(club) },
      payload: { page: 0, club_id: club.id },
    });
    expect(gallery.statusCode).toBe(200);
    const pictures = gallery.json<{ Url: string }[]>();
    expect(pictures).toHaveLength(2);
    const [first] = pictures;
    const served = await target.app.inject({ url: first?.Url ?? '', headers: { host: hostOf(club) } });
    expect(served.statusCode, `${gallery.body} ${first?.Url}`).toBe(200);

    // Sequences continue after the restored ids.
    const [freshClub] = await target.db
      .insert(clubs)
      .values({ name: 'Next', alias: `next${club.id}` })
      .returning();
    expect(freshClub?.id).toBeGreaterThan(club.id);
    await target.db.delete(clubs).where(eq(clubs.id, freshClub?.id ?? 0));
  });

  it('refuses a club whose alias exists, and replaces it, files included, with --replace', async () => {
    await expect(restoreClub({ db: target.db, store: storeOf(target), file: archive })).rejects.toThrow(
      new RestoreError(
        `A club with the alias "${club.alias}" exists here already (id ${club.id}); restore with --replace to replace it with the archive`,
      ),
    );
    // Changes made after the backup, in the target: a comment and a picture with its files.
    const host = hostOf(club);
    const [member] = await target.db.select().from(users).where(eq(users.clubId, club.id)).limit(1);
    const [anyNews] = await target.db.select().from(news).where(eq(news.clubId, club.id));
    await target.db
      .insert(comments)
      .values({ clubId: club.id, newsId: anyNews?.id ?? 0, userId: member?.id, content: 'après' });
    const strayKey = `pictures/${club.id}/stray.webp`;
    await storeOf(target).put(strayKey, await jpeg(10));
    expect((await clubRows(target.db, club.id)).comments).toHaveLength(3);

    const report = await restoreClub({ db: target.db, store: storeOf(target), file: archive, replace: true });
    expect(report.replaced).toBe(true);
    expect((await clubRows(target.db, club.id)).comments?.map((row) => row.content).sort()).toEqual([
      'Bonne plongée',
      'J’y serai',
    ]);
    expect(await storeOf(target).read(strayKey)).toBeNull();
    const files = await clubFiles(target, await clubRows(target.db, club.id));
    expect(Object.keys(files).length).toBe(report.files);
    expect(host).toBe(hostOf(club));
  });

  it('refuses, writing nothing, an archive whose ids the installation already uses', async () => {
    const crowded = await createTestApp();
    try {
      // A club of its own: the archive's club id (and others) are taken.
      const own = await buildFullClub(crowded);
      expect(own.id).toBe(club.id);
      const countClubs = async () => (await crowded.db.select({ n: count() }).from(clubs))[0]?.n;
      const clubsBefore = await countClubs();
      await expect(restoreClub({ db: crowded.db, store: storeOf(crowded), file: archive })).rejects.toThrow(
        /already uses ids of the archive: clubs \(1\)/,
      );
      expect(await countClubs()).toBe(clubsBefore);
    } finally {
      await crowded.close();
    }
  });

  /** The archive, rewritten by `edit` in its extracted folder, as a new archive file. */
  async function rewrittenArchive(name: string, edit: (folder: string) => Promise<void>): Promise<string> {
    const folder = path.join(work, name);
    await mkdir(folder, { recursive: true });
    await tar.extract({ file: archive, cwd: folder });
    await edit(folder);
    const file = path.join(work, `${name}.tar.gz`);
    await tar.create({ gzip: true, portable: true, file, cwd: folder }, await readdir(folder));
    return file;
  }
  const readJsonFile = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

  it('restores an archive made before likes had a club_id (migration 0009): they are the club’s', async () => {
    const old = await rewrittenArchive('before-0009', async (folder) => {
      const manifestFile = path.join(folder, 'manifest.json');
      const manifest = await readJsonFile<Manifest>(manifestFile);
      const likes = manifest.tables.picture_likes;
      if (!likes) throw new Error('no picture_likes in the archive');
      likes.columns = likes.columns.filter((column) => column !== 'club_id');
      await writeFile(manifestFile, JSON.stringify({ ...manifest, migration: '0008_dive_plans' }));
      const likesFile = path.join(folder, 'tables', 'picture_likes.json');
      const rows = await readJsonFile<Row[]>(likesFile);
      expect(rows.length).toBeGreaterThan(0);
      await writeFile(likesFile, JSON.stringify(rows.map(({ club_id: _clubId, ...row }) => row)));
    });
    await restoreClub({ db: target.db, store: storeOf(target), file: old, replace: true });
    const restored = (await clubRows(target.db, club.id)).picture_likes;
    expect(restored?.length).toBeGreaterThan(0);
    expect(restored).toEqual((await clubRows(source.db, club.id)).picture_likes);
  });

  it('refuses, writing nothing, an archive whose rows say they are of another club', async () => {
    const forged = await rewrittenArchive('forged', async (folder) => {
      const file = path.join(folder, 'tables', 'comments.json');
      const rows = await readJsonFile<Row[]>(file);
      await writeFile(
        file,
        JSON.stringify(rows.map((row, index) => (index === 0 ? { ...row, club_id: 999 } : row))),
      );
    });
    const before = await clubRows(target.db, club.id);
    await expect(
      restoreClub({ db: target.db, store: storeOf(target), file: forged, replace: true }),
    ).rejects.toThrow(new RestoreError("The archive's comments has 1 rows of another club"));
    expect(await clubRows(target.db, club.id)).toEqual(before);
  });

  it('refuses what is not a club archive, and archives with paths out of their folder write nothing outside', async () => {
    const junk = path.join(work, 'junk.tar.gz');
    await writeFile(junk, 'not an archive');
    await expect(restoreClub({ db: target.db, store: storeOf(target), file: junk })).rejects.toThrow(
      RestoreError,
    );

    // An entry climbing out of the extraction folder, beside a manifest that is not a club's.
    const probe = `escape-probe-${process.pid}-${Date.now()}.txt`;
    await mkdir(path.join(work, 'inner'), { recursive: true });
    await writeFile(path.join(work, probe), 'escaped');
    await writeFile(path.join(work, 'inner', 'manifest.json'), JSON.stringify({ format: 'something else' }));
    const hostile = path.join(work, 'hostile.tar.gz');
    await tar.create({ gzip: true, file: hostile, cwd: path.join(work, 'inner'), preservePaths: true }, [
      `../${probe}`,
      'manifest.json',
    ]);
    await expect(restoreClub({ db: target.db, store: storeOf(target), file: hostile })).rejects.toThrow(
      /path contains '\.\.'/,
    );
    await expect(access(path.join(tmpdir(), probe))).rejects.toThrow();
    await expect(
      backupClub({
        db: source.db,
        store: storeOf(source),
        alias: 'nosuchclub',
        file: path.join(work, 'x.tar.gz'),
      }),
    ).rejects.toThrow(BackupError);
  });
});
