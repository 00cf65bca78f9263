// HAProxy for `npm run start:cluster`: found (or installed from Debian's package), configured from deploy/haproxy.cfg
// with one server line per app process, and run in the foreground as a child of the cluster command.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../web-build.mjs';

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

const found = () => CANDIDATES.find((p) => existsSync(p));

/**
 * The haproxy binary. When it is missing: installed with apt-get when this runs as root on Debian (as CI installs
 * Chromium), else the process exits with the command to run.
 */
export function haproxyBinary() {
  const have = found();
  if (have) return have;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      "The cluster runs behind HAProxy, which is not installed. Install Debian's package and try again:\n" +
        '  sudo apt-get install -y haproxy',
    );
    process.exit(1);
  }
  console.log("HAProxy is missing: installing Debian's package (apt-get install -y haproxy)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env }).status;
  // The package lists may be missing or stale on a fresh machine: refresh them once and try again.
  if (install() !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  const installed = found();
  if (!installed) {
    console.error('Installing haproxy failed; install it by hand: apt-get install -y haproxy');
    process.exit(1);
  }
  return installed;
}

/** deploy/haproxy.cfg with a `server` line per app process where its `# servers` comment is. */
export function renderConfig(workers) {
  const template = readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
  const servers = workers.map((w) => `    server ${w.name} 127.0.0.1:${w.port}`).join('\n');
  if (!template.includes('    # servers')) throw new Error('deploy/haproxy.cfg has lost its "# servers" line');
  return template.replace('    # servers', servers);
}

/** Writes the configuration, checks it (haproxy -c) and starts HAProxy on `port`; answers the child process. */
export function startProxy(binary, runDir, port, workers) {
  const file = path.join(runDir, 'haproxy.cfg');
  writeFileSync(file, renderConfig(workers));
  const env = { ...process.env, PORT: String(port) };
  const check = spawnSync(binary, ['-c', '-q', '-f', file], { env, encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`HAProxy refused its configuration (${file}):\n${check.stdout}${check.stderr}`);
    process.exit(1);
  }
  // -db: stay in the foreground, so HAProxy ends with this command.
  return spawn(binary, ['-db', '-f', file], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}
