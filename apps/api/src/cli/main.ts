import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv, type Env } from '../config/env.js';
import { createBackup, OperatorError, restoreBackup } from './backup-archive.js';

export interface CliOptions {
  /** Where relative file arguments are resolved: the folder `npm run` was called from. */
  cwd: string;
  env?: Env;
  print?: (line: string) => void;
  printError?: (line: string) => void;
}

const USAGE = {
  backup: 'Usage: npm run backup -- --out FILE.tar.gz',
  restore: 'Usage: npm run restore -- FILE.tar.gz   (into an empty DATA_DIR)',
};

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * `npm run backup -- --out FILE` and `npm run restore -- FILE`, with the server's environment (DATA_DIR,
 * DATABASE_URL, S3_BUCKET). Resolves with the exit code: 0 done, 1 failed, 2 refused or misused.
 */
export async function runCli(command: string, argv: string[], options: CliOptions): Promise<number> {
  const print = options.print ?? ((line: string) => console.log(line));
  const printError = options.printError ?? ((line: string) => console.error(line));
  try {
    if (command === 'backup') {
      const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } } });
      if (!values.out) throw new OperatorError(USAGE.backup);
      const env = options.env ?? loadEnv();
      const result = await createBackup(env, path.resolve(options.cwd, values.out));
      for (const note of result.notes) printError(note);
      const bytes = fs.statSync(result.file).size;
      print(
        `Backup written to ${result.file} (${size(bytes)}: ` +
          `${result.manifest.database ? 'the database, ' : ''}${result.uploadedFiles} uploaded files).`,
      );
      return 0;
    }
    if (command === 'restore') {
      const { positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} });
      const [file] = positionals;
      if (!file || positionals.length > 1) throw new OperatorError(USAGE.restore);
      const env = options.env ?? loadEnv();
      const manifest = await restoreBackup(env, path.resolve(options.cwd, file));
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
