import { createHash, randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { RESUME_MIME_TYPES } from '@smartmove/contract';
import { describe, expect, it } from 'vitest';
import { docFile, docxFile, pdfFile } from '../test/lead-fixtures.js';
import { createZip } from '../test/zip.js';
import { UploadRefusedError, type SaveUploadOptions } from './file-storage.js';
import { TYPE_SAMPLE_BYTES, UploadInspector } from './upload-inspector.js';

const OPTIONS: SaveUploadOptions = {
  folder: 'resumes',
  maxBytes: 4 * TYPE_SAMPLE_BYTES,
  allowedMimeTypes: RESUME_MIME_TYPES,
  tooLargeMessage: 'too large',
  wrongTypeMessage: 'wrong type',
};

/** Streams a file through an inspector in chunks of `chunkSize`; answers what passed and the result. */
async function inspect(file: Buffer, chunkSize = 16 * 1024, isTruncated?: () => boolean) {
  const inspector = new UploadInspector(OPTIONS, isTruncated);
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  const pieces = [];
  for (let at = 0; at < file.length; at += chunkSize) pieces.push(file.subarray(at, at + chunkSize));
  await pipeline(Readable.from(pieces), inspector, sink);
  return {
    passed: Buffer.concat(chunks),
    firstChunk: chunks[0] ?? Buffer.alloc(0),
    detected: await inspector.detected,
    result: inspector.result(),
  };
}

async function refusal(file: Buffer, chunkSize?: number, isTruncated?: () => boolean) {
  const error = await inspect(file, chunkSize, isTruncated).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(UploadRefusedError);
  return error as UploadRefusedError;
}

/** A DOCX as LibreOffice lays it out: the media first, [Content_Types].xml last. */
function docxWithLateContentTypes(): Buffer {
  return createZip([
    { name: 'word/media/image1.png', data: randomBytes(TYPE_SAMPLE_BYTES + 4096) },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
  ]);
}

describe('UploadInspector', () => {
  it('passes every byte on unchanged with size, type and hash, holding the sample back until the type is known', async () => {
    const file = pdfFile(TYPE_SAMPLE_BYTES * 2);
    const { passed, firstChunk, detected, result } = await inspect(file);
    expect(passed.equals(file)).toBe(true);
    expect(firstChunk.length).toBeGreaterThanOrEqual(TYPE_SAMPLE_BYTES);
    expect(detected).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(result).toMatchObject({ size: file.length, mimeType: 'application/pdf', extension: 'pdf' });
    expect(result.sha256).toBe(createHash('sha256').update(file).digest('hex'));
  });

  it('recognises a small DOCX and a DOC, and a Word stream name split across two chunks past the sample', async () => {
    expect((await inspect(docxFile())).result.extension).toBe('docx');
    expect((await inspect(docFile())).result).toMatchObject({
      extension: 'doc',
      mimeType: 'application/msword',
    });
    const chunkSize = 16 * 1024;
    const doc = Buffer.alloc(TYPE_SAMPLE_BYTES * 2);
    docFile().subarray(0, 512).copy(doc);
    // The 24 bytes of the name straddle the end of a chunk streamed after the sample.
    Buffer.from('WordDocument', 'utf16le').copy(doc, TYPE_SAMPLE_BYTES + 2 * chunkSize - 10);
    expect((await inspect(doc, chunkSize)).result.extension).toBe('doc');
  });

  it('recognises a DOCX whose [Content_Types].xml comes after the sample, and refuses a plain ZIP', async () => {
    expect((await inspect(docxWithLateContentTypes())).result.extension).toBe('docx');
    const zip = createZip([{ name: 'photos/big.jpg', data: randomBytes(TYPE_SAMPLE_BYTES + 4096) }]);
    expect((await refusal(zip)).message).toBe('wrong type');
  });

  it('refuses other content from its first bytes, before passing anything on', async () => {
    const error = await refusal(Buffer.alloc(TYPE_SAMPLE_BYTES * 2, 0x41));
    expect(error.reason).toBe('wrong-type');
  });

  it('refuses a compound file without a Word stream at its end', async () => {
    const notWord = Buffer.alloc(TYPE_SAMPLE_BYTES * 2);
    docFile().subarray(0, 512).copy(notWord);
    expect((await refusal(notWord)).reason).toBe('wrong-type');
  });

  it('refuses more than maxBytes, and a file the parser cut short, as too large (413)', async () => {
    expect((await refusal(pdfFile(OPTIONS.maxBytes))).reason).toBe('too-large');
    expect((await refusal(pdfFile(100), undefined, () => true)).reason).toBe('too-large');
  });
});
