// Starts the real server (built web app, fresh PGlite data dir, small demo seed) on a random port for the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** What every captcha picture shows in the browser tests (config CAPTCHA_TEST_ANSWER). */
export const E2E_CAPTCHA = 'e2e42';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partsdesk-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: '0.05',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stopping = false;
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), 170_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  // A server that dies mid-run would fail every later file with bare timeouts; say so, with its last words.
  child.on('exit', (code, signal) => {
    if (!stopping)
      console.error(`\n[e2e] the server exited mid-run (code ${code}, signal ${signal}):\n${output.slice(-4000)}`);
  });
  project.provide('baseUrl', baseUrl);
  return async () => {
    stopping = true;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
