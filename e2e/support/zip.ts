import fs from 'node:fs/promises';
import type { Download } from '@playwright/test';
// One ZIP reader for the API's tests and the browser's (both check "Download my data").
import { unzip } from '../../apps/api/src/test/unzip';

export { unzip };

/** A "Download my data" download, unzipped: its files and its data.json. */
export async function readDataZip(download: Download) {
  const files = await unzip(await fs.readFile(await download.path()));
  const json = files.get('data.json');
  if (!json) throw new Error(`no data.json in ${[...files.keys()].join(', ')}`);
  return { files, data: JSON.parse(json.toString('utf8')) as Record<string, unknown> };
}
