/**
 * Runs nginx in front of the three server processes of a cross-process run (or the failover drill), in
 * the foreground, as the current user, with everything it writes in a temporary folder:
 * `node e2e/multi/nginx.ts <nginx port> <server A port> <server B port> <server C port>`.
 * Its site configuration is docs/deploy/nginx.conf, the deployment example, with only the ports and
 * names changed and one header added for the tests: X-Upstream, the process that answered.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const deployConfig = path.resolve(import.meta.dirname, '../../docs/deploy/nginx.conf');

/** Replaces every `from` in `text`, failing when the deployment example no longer contains it. */
function replaceAll(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`docs/deploy/nginx.conf no longer contains "${from}"`);
  return text.split(from).join(to);
}

/** The deployment example with this run's ports: nginx on `port`, the processes on `servers`. */
export function siteConfig(port: number, servers: readonly [number, number, number]): string {
  let text = readFileSync(deployConfig, 'utf8');
  text = replaceAll(text, 'listen 80;', `listen 127.0.0.1:${port};`);
  text = replaceAll(text, 'server_name example.com *.example.com;', 'server_name localhost *.localhost;');
  text = replaceAll(text, '127.0.0.1:3001', `127.0.0.1:${servers[0]}`);
  text = replaceAll(text, '127.0.0.1:3002', `127.0.0.1:${servers[1]}`);
  text = replaceAll(text, '127.0.0.1:3003', `127.0.0.1:${servers[2]}`);
  return replaceAll(
    text,
    'add_header Set-Cookie $club_pin_cookie always;',
    'add_header Set-Cookie $club_pin_cookie always;\n        add_header X-Upstream $upstream_addr always;',
  );
}

/** The main configuration around the site: foreground, one worker, files in `dir`. */
export function mainConfig(dir: string): string {
  const file = (name: string) => path.join(dir, name);
  return [
    'daemon off;',
    // One worker: the round-robin turn of requests without a pin is then one sequence.
    'worker_processes 1;',
    // As root, nginx would hand the requests to an unprivileged user who cannot use this folder.
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${file('nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${file('access.log')};`,
    `  client_body_temp_path ${file('client_body')};`,
    `  proxy_temp_path ${file('proxy')};`,
    `  fastcgi_temp_path ${file('fastcgi')};`,
    `  uwsgi_temp_path ${file('uwsgi')};`,
    `  scgi_temp_path ${file('scgi')};`,
    `  include ${file('club.conf')};`,
    '}',
    '',
  ].join('\n');
}

if (import.meta.main) {
  const [port, serverA, serverB, serverC] = process.argv.slice(2).map(Number);
  if (!port || !serverA || !serverB || !serverC)
    throw new Error('usage: node e2e/multi/nginx.ts <port> <serverA> <serverB> <serverC>');
  const dir = mkdtempSync(path.join(tmpdir(), `club-e2e-nginx-${port}-`));
  writeFileSync(path.join(dir, 'club.conf'), siteConfig(port, [serverA, serverB, serverC]));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));
  const nginx = spawn(
    process.env.NGINX ?? 'nginx',
    ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')],
    {
      stdio: 'inherit',
    },
  );
  const stop = (signal: NodeJS.Signals) => nginx.kill(signal);
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
  nginx.on('error', (error) => {
    console.error(`nginx could not start (${error.message}); install Debian's nginx: apt-get install nginx`);
    rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  });
  nginx.on('exit', (code, signal) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 0 : 1));
  });
}
