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
