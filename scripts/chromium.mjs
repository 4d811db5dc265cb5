// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// With --install, installs Debian's package when it is missing (CI and fresh machines; needs root).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function ensureChromium() {
  const binary = chromiumPath();
  if (existsSync(binary)) return binary;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${binary} does not exist`);
  console.log("Chromium not found: installing Debian's chromium package…");
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
  if (!existsSync(binary)) throw new Error('Chromium installation failed');
  return binary;
}

if (process.argv.includes('--install')) console.log(ensureChromium());
