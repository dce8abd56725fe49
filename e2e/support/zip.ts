import fs from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Every file of a ZIP by its path, read with yauzl (which checks each entry's CRC-32 and sizes). */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', resolve);
    archive.on('entry', (entry: Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(parts));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
  return files;
}

/** A "Download my data" download, unzipped: its files and its data.json. */
export async function readDataZip(download: Download) {
  const files = await unzip(await fs.readFile(await download.path()));
  const json = files.get('data.json');
  if (!json) throw new Error(`no data.json in ${[...files.keys()].join(', ')}`);
  return { files, data: JSON.parse(json.toString('utf8')) as Record<string, unknown> };
}
