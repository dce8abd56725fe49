import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { OperatorError } from './operator-error.js';

/**
 * Backups encrypted to a recipient key in the age format (age-encryption.org): the archive is streamed through
 * the encryption, so its clear text never reaches the disk, and the age tool opens it as well as this one.
 */

/** Every age file (binary, not armored) starts with this line. */
const AGE_HEADER = 'age-encryption.org/v1\n';
/** The suffix an encrypted backup's file name ends with. */
export const AGE_SUFFIX = '.age';

/** The lines of a key or recipients file that say something: `#` comments and blank lines are left out. */
function meaningfulLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function readText(file: string, what: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new OperatorError(`Cannot read the ${what} ${file}.`);
  }
}

/**
 * The recipients an archive is encrypted to: each `--recipient age1...` and each line of each `--recipient-file`
 * (age's recipients file: one public key a line). Throws an OperatorError naming any that is not one.
 */
export function readRecipients(recipients: string[], recipientFiles: string[]): string[] {
  const all = [
    ...recipients.map((recipient) => recipient.trim()),
    ...recipientFiles.flatMap((file) => meaningfulLines(readText(file, 'recipients file'))),
  ];
  for (const recipient of all) {
    try {
      new Encrypter().addRecipient(recipient);
    } catch {
      throw new OperatorError(`${recipient} is not an age public key (age1...).`);
    }
  }
  if (recipientFiles.length > 0 && all.length === recipients.length) {
    throw new OperatorError(`There is no public key (age1...) in ${recipientFiles.join(', ')}.`);
  }
  return all;
}

/** The archive's bytes encrypted to the recipients, as a stream to write out. */
export async function encryptStream(
  source: AsyncIterable<Uint8Array>,
  recipients: string[],
): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  const plain = Readable.toWeb(Readable.from(source)) as unknown as ReadableStream<Uint8Array>;
  const encrypted = await encrypter.encrypt(plain);
  return Readable.fromWeb(encrypted as unknown as WebReadableStream<Uint8Array>);
}

/** Whether the file is in the age format (by its first line). */
export function isAgeFile(file: string): boolean {
  const head = Buffer.alloc(AGE_HEADER.length);
  const handle = fs.openSync(file, 'r');
  try {
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return read === head.length && head.toString('latin1') === AGE_HEADER;
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * Decrypts an age file with the secret key of `identityFile` (age-keygen's format, which `--new-key` writes) into
 * `target`, readable by this user only. The whole file is decrypted and authenticated before the caller reads it.
 */
export async function decryptFile(file: string, identityFile: string, target: string): Promise<void> {
  const keys = meaningfulLines(readText(identityFile, 'key file'));
  const decrypter = new Decrypter();
  try {
    if (keys.length === 0) throw new Error('no key');
    for (const key of keys) decrypter.addIdentity(key);
  } catch {
    throw new OperatorError(`${identityFile} is not an age key file: it needs a line AGE-SECRET-KEY-1...`);
  }
  const source = Readable.toWeb(fs.createReadStream(file)) as unknown as ReadableStream<Uint8Array>;
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(source);
  } catch (error) {
    if ((error as Error).message.includes('no identity matched')) {
      throw new OperatorError(
        `The key in ${identityFile} does not open ${file}: the backup was encrypted to another public key.`,
      );
    }
    throw new OperatorError(`${file} is not a readable age file (${(error as Error).message}).`);
  }
  await pipeline(
    Readable.fromWeb(plain as unknown as WebReadableStream<Uint8Array>),
    fs.createWriteStream(target, { mode: 0o600 }),
  );
}

/**
 * Writes a new key pair's secret key to `file` (age-keygen's format; refused when the file exists) and returns
 * its public key, the recipient backups are encrypted to.
 */
export async function writeNewKey(file: string, now: Date = new Date()): Promise<string> {
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const text = `# created: ${now.toISOString().replace(/\.\d+Z$/, 'Z')}\n# public key: ${recipient}\n${identity}\n`;
  try {
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') {
      throw new OperatorError(`${file} exists already: a new key is never written over one.`);
    }
    throw error;
  }
  return recipient;
}
