// Browser tests need Chromium: CHROMIUM_PATH, /usr/bin/chromium, or Debian's package installed as root.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(candidate)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium not found at ${candidate}. Install Debian's chromium package or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium package for the browser tests...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
