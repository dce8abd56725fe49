import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The formats a resume comes in (contract RESUME_MIME_TYPES), by the type recognised from its content. */
export type ResumeFormat = 'pdf' | 'docx' | 'doc';

const FORMATS: Record<string, ResumeFormat> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
};

/** The format of a stored resume, by its MIME type, else by its name's extension; undefined for neither. */
export function resumeFormatOf(mimeType: string, storedName: string): ResumeFormat | undefined {
  const byType = FORMATS[mimeType];
  if (byType) return byType;
  const extension = /\.([a-z]+)$/i.exec(storedName)?.[1]?.toLowerCase() ?? '';
  return extension === 'pdf' || extension === 'docx' || extension === 'doc' ? extension : undefined;
}

/** A file read in longer than this is given up (its thread is stopped) and counts as a failed attempt. */
export const EXTRACTION_TIMEOUT_MS = 60_000;
/** The thread stops after this long without work, and starts again with the next file. */
const IDLE_MS = 30_000;
/** The thread's heap: a hostile file can at most fill this, never the server's. */
const THREAD_HEAP_MB = 512;
/** Text kept of one file (a resume of a hundred pages is far less). */
export const RESUME_TEXT_MAX_CHARS = 400_000;

// Runs in the thread: each message a file, each answer its text or the reason it could not be read. The
// libraries are pure JavaScript (unpdf's PDF.js build, mammoth for DOCX, word-extractor for Word 97–2003).
const EXTRACTOR_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { modules } = workerData;
async function read(format, bytes) {
  if (format === 'pdf') {
    const { getDocumentProxy } = await import(modules.unpdf);
    const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
    try {
      const pages = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        pages.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\\n' : '')).join(''));
        page.cleanup();
      }
      return pages.join('\\n\\n');
    } finally {
      await pdf.destroy();
    }
  }
  if (format === 'docx') {
    const mammoth = require(modules.mammoth);
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  }
  const WordExtractor = require(modules.wordExtractor);
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return [document.getBody(), document.getFootnotes(), document.getEndnotes(), document.getTextboxes()].join('\\n');
}
parentPort.on('message', ({ id, format, bytes }) => {
  read(format, bytes).then(
    (text) => parentPort.postMessage({ id, text }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});
`;

/** Keeps what a reader sees of the text: no control characters (PostgreSQL refuses NUL), spaces collapsed. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(/[ \t\u00A0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, RESUME_TEXT_MAX_CHARS);
}

export interface ResumeTextExtractor {
  /** The text of a file, cleaned (possibly ''); rejects when the file cannot be read. */
  extract(bytes: Buffer, format: ResumeFormat): Promise<string>;
  /** Stops the thread (waiting for nothing: a file being read is given up). */
  close(): Promise<void>;
}

interface Pending {
  resolve(text: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Reads resumes in a worker thread (node:worker_threads), so that parsing a long PDF never holds the event
 * loop: one thread, started with the first file and stopped after IDLE_MS without one; a file that takes
 * longer than `timeoutMs`, or a thread that dies, fails that file and the next one gets a new thread.
 */
export function createResumeTextExtractor({
  timeoutMs = EXTRACTION_TIMEOUT_MS,
}: { timeoutMs?: number } = {}): ResumeTextExtractor {
  const require = createRequire(import.meta.url);
  const modules = {
    unpdf: pathToFileURL(require.resolve('unpdf')).href,
    mammoth: require.resolve('mammoth'),
    wordExtractor: require.resolve('word-extractor'),
  };
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      pending.delete(id);
      request.reject(error);
    }
  }

  function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const stopping = worker;
    worker = undefined;
    return stopping ? stopping.terminate().then(() => undefined) : Promise.resolve();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(EXTRACTOR_SOURCE, {
      eval: true,
      workerData: { modules },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    started.unref();
    started.on('message', ({ id, text, error }: { id: number; text?: string; error?: string }) => {
      const request = pending.get(id);
      if (!request) return;
      pending.delete(id);
      clearTimeout(request.timer);
      if (error !== undefined) request.reject(new Error(error));
      else request.resolve(cleanText(text ?? ''));
      if (pending.size === 0) {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void stop(), IDLE_MS);
        idleTimer.unref();
      }
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`the text extraction thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  return {
    extract(bytes, format) {
      clearTimeout(idleTimer);
      const id = (nextId += 1);
      const target = thread();
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`reading the file took longer than ${timeoutMs} ms`));
          // The thread may be stuck in the file: the next one starts afresh.
          if (worker === target) void stop();
        }, timeoutMs);
        timer.unref();
        pending.set(id, { resolve, reject, timer });
        target.postMessage({ id, format, bytes });
      });
    },
    async close() {
      failAll(new Error('the text extractor is closed'));
      await stop();
    },
  };
}
