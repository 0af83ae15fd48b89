/**
 * The few HTML pages the server writes itself (outside the React app): the list of clubs on the bare
 * domain and the error pages. Self-contained: inline CSS, no script. Every dynamic value goes through
 * `escapeHtml`.
 */

import { escapeHtml } from '../../platform/text/html.ts';

const style = `
  :root { color-scheme: light; --sea: #0b7285; --ink: #1d2b36; --muted: #5c6f7c; }
  * { box-sizing: border-box; }
  html { background: #fff; }
  body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    color: var(--ink); background: linear-gradient(180deg, #e6f4f7 0, #fff 320px) no-repeat; }
  main { max-width: 42rem; margin: 0 auto; padding: 3rem 1.25rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .25rem; color: var(--sea); }
  p { color: var(--muted); margin: 0 0 1.5rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li a { display: flex; justify-content: space-between; gap: 1rem; padding: .9rem 1rem; margin-bottom: .6rem;
    border: 1px solid #d3e6ea; border-radius: .6rem; background: #fff; color: var(--ink); text-decoration: none; }
  li a:hover, li a:focus { border-color: var(--sea); box-shadow: 0 2px 8px rgba(11, 114, 133, .15); }
  .address { color: var(--muted); font-size: .9rem; overflow-wrap: anywhere; }
  .code { font-size: 4rem; font-weight: 700; color: var(--sea); line-height: 1; margin-bottom: 1rem; }
  a.home { color: var(--sea); }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

export interface ClubLink {
  name: string;
  url: string;
}

/** The bare domain's home: every club with a link to its site. */
export function clubDirectoryPage(clubs: readonly ClubLink[]): string {
  const items = clubs
    .map(
      (club) =>
        `<li><a href="${escapeHtml(club.url)}"><strong>${escapeHtml(club.name)}</strong>` +
        `<span class="address">${escapeHtml(club.url)}</span></a></li>`,
    )
    .join('\n');
  const list =
    clubs.length > 0 ? `<ul>\n${items}\n</ul>` : '<p>Aucun club pour le moment. · No club yet.</p>';
  return layout(
    'Clubs de plongée · Diving clubs',
    `<h1>Clubs de plongée et de randonnée palmée</h1>
<p>Choisissez un club pour ouvrir son site. · Choose a club to open its site.</p>
${list}`,
  );
}

function errorPage(code: number, title: string, message: string, homeUrl: string): string {
  return layout(
    title,
    `<div class="code">${code}</div>
<h1>${escapeHtml(title)}</h1>
<p>${message}</p>
<a class="home" href="${escapeHtml(homeUrl)}">Voir tous les clubs · See all clubs</a>`,
  );
}

/** A host whose alias no club has. */
export function clubNotFoundPage(alias: string, homeUrl: string): string {
  const name = `<strong>${escapeHtml(alias)}</strong>`;
  return errorPage(
    404,
    'Club introuvable · Club not found',
    `Aucun club ne s’appelle ${name}. · No club is called ${name}.`,
    homeUrl,
  );
}

export function pageNotFoundPage(homeUrl: string): string {
  return errorPage(
    404,
    'Page introuvable · Page not found',
    'Cette page n’existe pas. · This page does not exist.',
    homeUrl,
  );
}

/** A club host on a server started without the built web app. */
export function webAppMissingPage(homeUrl: string): string {
  return errorPage(
    503,
    'Site indisponible · Site unavailable',
    'The web app is not built on this server: run <code>npm run build</code>, then restart it.',
    homeUrl,
  );
}
