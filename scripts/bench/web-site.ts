/**
 * The sites the web bench measures: this checkout's, and for an A/B run (`--against <ref>`) the
 * same server built from another git ref in a temporary worktree (node_modules linked from this
 * checkout, a copy of the bench database, the bench's shared media). Both listen on 127.0.0.1 only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BENCH_DIST } from './build.ts';

export interface Site {
  /** What is measured: 'this checkout' or the ref and its short commit. */
  label: string;
  origin: string;
  stop: () => void;
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => done(port));
    });
  });
}

function git(args: string[], cwd = process.cwd()): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * Starts the one-process server (`scripts/start.ts`, which builds the site when its dist is stale)
 * of the checkout at `root`, in production mode, and resolves once it listens.
 */
export async function startSite(root: string, label: string, env: Record<string, string>, port: number): Promise<Site> {
  const server = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PHONE_AUTH_DEMO: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: resolve(root, BENCH_DIST),
      LOG_LEVEL: 'warn',
      CONTENT_REBUILD: 'false',
      // Lighthouse's mobile emulation is an Android phone: measure the site, not the app-store prompt.
      PUBLIC_APP_REDIRECT: 'off',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    server.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(`[${label}] ${chunk.toString()}`);
      if (chunk.toString().includes('is running at')) done();
    });
    server.once('exit', (code) => fail(new Error(`${label}: server exited with ${code}`)));
  });
  return { label, origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM') };
}

/**
 * A worktree of `ref` under the system's temporary folder, kept between runs by commit (its build
 * is then reused) unless `remove` is called. Its database is a copy of this checkout's bench
 * database, taken once; media are read from this checkout's bench media folder.
 */
export function refCheckout(
  ref: string,
  env: Record<string, string>,
): { root: string; label: string; env: Record<string, string>; remove: () => void } {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = commit.slice(0, 9);
  const root = join(tmpdir(), `autoimport-bench-${short}`);
  if (!existsSync(join(root, '.git'))) {
    rmSync(root, { recursive: true, force: true });
    git(['worktree', 'add', '--detach', root, commit]);
  }
  if (!existsSync(join(root, 'node_modules'))) {
    // The same lockfile: this checkout's packages serve. Another one (a package added or removed since,
    // swiper say): the ref installs its own, as .ci/run does.
    if (readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
      symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
    } else {
      const npm = (args: string[]) =>
        spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' }).status === 0;
      if (!npm(['ci']) && !npm(['install'])) throw new Error(`${ref}: npm could not install its packages`);
    }
  }
  const refEnv = { ...env };
  if (env.MEDIA_DIR) refEnv.MEDIA_DIR = resolve(env.MEDIA_DIR);
  if (env.DATA_DIR) {
    refEnv.DATA_DIR = join(root, env.DATA_DIR);
    if (!existsSync(refEnv.DATA_DIR)) {
      mkdirSync(refEnv.DATA_DIR, { recursive: true });
      cpSync(resolve(env.DATA_DIR), refEnv.DATA_DIR, { recursive: true });
    }
  }
  return {
    root,
    label: `${ref} (${short})`,
    env: refEnv,
    remove: () => git(['worktree', 'remove', '--force', root]),
  };
}
