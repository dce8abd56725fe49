// The invoice PDF's tests read it back with poppler's pdftotext and pdffonts: Debian's poppler-utils, installed
// as root when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

if (fs.existsSync('/usr/bin/pdftotext') && fs.existsSync('/usr/bin/pdffonts')) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error("pdftotext not found: install Debian's poppler-utils package for the invoice PDF's tests.");
  process.exit(1);
}
console.log("Installing Debian's poppler-utils package for the invoice PDF's tests...");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', {
  stdio: 'inherit',
  shell: '/bin/bash',
});
