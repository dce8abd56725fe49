import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv, type Env } from '../config/env.js';
import { createBackup, restoreBackup } from './backup-archive.js';
import { readRecipients, writeNewKey } from './backup-encryption.js';
import { OperatorError } from './operator-error.js';

export interface CliOptions {
  /** Where relative file arguments are resolved: the folder `npm run` was called from. */
  cwd: string;
  env?: Env;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

const USAGE = {
  backup:
    'Usage: npm run backup -- --out FILE.tar.gz [--recipient age1... | --recipient-file FILE]   ' +
    '(encrypted to those public keys: FILE.tar.gz.age)\n' +
    '       npm run backup -- --new-key FILE   (a new key pair: the secret key to FILE, the public key printed)',
  restore: 'Usage: npm run restore -- FILE.tar.gz[.age] [--identity FILE]   (into an empty DATA_DIR)',
};

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE`, with the server's environment (DATA_DIR,
 * DATABASE_URL, S3_BUCKET); `npm run backup -- --new-key FILE` makes a key pair to encrypt backups to.
 * Resolves with the exit code: 0 done, 1 failed, 2 refused or misused.
 */
export async function runCli(command: string, argv: string[], options: CliOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    if (command === 'backup') {
      const { values } = parseArgs({
        args: argv,
        options: {
          out: { type: 'string' },
          recipient: { type: 'string', multiple: true, default: [] },
          'recipient-file': { type: 'string', multiple: true, default: [] },
          'new-key': { type: 'string' },
        },
      });
      const keyFile = values['new-key'];
      if (keyFile !== undefined) {
        if (values.out || values.recipient.length > 0 || values['recipient-file'].length > 0) {
          throw new OperatorError(USAGE.backup);
        }
        const file = path.resolve(options.cwd, keyFile);
        const recipient = await writeNewKey(file);
        print(
          `Secret key written to ${file} (readable by you only): keep it off this machine; a backup ` +
            'encrypted to it cannot be restored without it.',
        );
        print(`Public key, to encrypt backups to (--recipient): ${recipient}`);
        return 0;
      }
      if (!values.out) throw new OperatorError(USAGE.backup);
      const recipients = readRecipients(
        values.recipient,
        values['recipient-file'].map((file) => path.resolve(options.cwd, file)),
      );
      const env = options.env ?? loadEnv();
      const result = await createBackup(env, path.resolve(options.cwd, values.out), { recipients });
      for (const note of result.notes) printError(note);
      const bytes = fs.statSync(result.file).size;
      print(
        `Backup written to ${result.file} (${size(bytes)}: ` +
          `${result.manifest.database ? 'the database, ' : ''}${result.uploadedFiles} uploaded files` +
          `${recipients.length > 0 ? `; encrypted to ${recipients.length} public key${recipients.length > 1 ? 's' : ''}` : ''}).`,
      );
      return 0;
    }
    if (command === 'restore') {
      const { positionals, values } = parseArgs({
        args: argv,
        allowPositionals: true,
        options: { identity: { type: 'string' } },
      });
      const [file] = positionals;
      if (!file || positionals.length > 1) throw new OperatorError(USAGE.restore);
      const env = options.env ?? loadEnv();
      const manifest = await restoreBackup(env, path.resolve(options.cwd, file), {
        ...(values.identity ? { identityFile: path.resolve(options.cwd, values.identity) } : {}),
      });
      print(
        `Restored the backup of ${manifest.createdAt} (version ${manifest.version}) into ${path.resolve(env.DATA_DIR)}. ` +
          'Start the server (npm start) to use it.',
      );
      return 0;
    }
    throw new OperatorError(`Unknown command ${command}: backup or restore.`);
  } catch (error) {
    if (error instanceof OperatorError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      printError((error as Error).message);
      return 2;
    }
    printError(`${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
