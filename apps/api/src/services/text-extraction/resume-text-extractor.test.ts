import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanText, createResumeTextExtractor, resumeFormatOf } from './resume-text-extractor.js';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/resumes');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

describe('resume text extraction (real PDF, DOCX and DOC files)', () => {
  const extractor = createResumeTextExtractor();
  afterAll(() => extractor.close());

  it('reads every page of a PDF', async () => {
    const text = await extractor.extract(fixture('resume.pdf'), 'pdf');
    expect(text).toContain('Quillon Verhagen');
    expect(text).toContain('Skills: Apache Spark, Databricks, Kafka, Scala');
    expect(text).toContain('Page two ends with the word Zephyrine.');
  });

  it('reads a DOCX, its table included', async () => {
    const text = await extractor.extract(fixture('resume.docx'), 'docx');
    expect(text).toContain('Odalys Brightwater');
    expect(text).toContain('Java Full Stack Developer, Spring Boot and React.');
    expect(text).toContain('Java, Kubernetes, Quarkus');
  });

  it('reads a Word 97 document', async () => {
    expect(await extractor.extract(fixture('resume.doc'), 'doc')).toBe(
      'This is a simple file created with Word 97-SR2.',
    );
  });

  it('finds no text in a scanned page or an empty document', async () => {
    expect(await extractor.extract(fixture('scanned.pdf'), 'pdf')).toBe('');
    expect(await extractor.extract(fixture('blank.docx'), 'docx')).toBe('');
  });

  it('refuses a file that is not what it claims, and reads the next one', async () => {
    await expect(extractor.extract(fixture('resume.doc'), 'pdf')).rejects.toThrow();
    await expect(extractor.extract(Buffer.from('not a zip'), 'docx')).rejects.toThrow();
    expect(await extractor.extract(fixture('resume.doc'), 'doc')).toContain('Word 97');
  });

  it('reads twenty pages in its thread while the event loop keeps turning', async () => {
    let longestStall = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const text = await extractor.extract(fixture('long-resume.pdf'), 'pdf');
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(text).toContain('The last line of page twenty names Marigoldia.');
    // Parsing the file on the event loop would hold it for the whole read; the thread leaves it free.
    expect(longestStall).toBeLessThan(Math.max(50, took / 4));
  });

  it('gives up a file that takes too long, and starts a new thread for the next', async () => {
    const hasty = createResumeTextExtractor({ timeoutMs: 1 });
    try {
      await expect(hasty.extract(fixture('long-resume.pdf'), 'pdf')).rejects.toThrow(/longer than 1 ms/);
    } finally {
      await hasty.close();
    }
  });
});

describe('resume formats and text', () => {
  it('knows the format by the content type, else by the extension', () => {
    expect(resumeFormatOf('application/pdf', 'resumes/a.bin')).toBe('pdf');
    expect(resumeFormatOf('application/msword', 'resumes/a.doc')).toBe('doc');
    expect(resumeFormatOf('application/octet-stream', 'resumes/a.docx')).toBe('docx');
    expect(resumeFormatOf('image/png', 'resumes/a.png')).toBeUndefined();
  });

  it('keeps the text without control characters or runs of spaces', () => {
    expect(cleanText('  Name\u0000 \t Title\r\n\n\n\nSkills  ')).toBe('Name Title\n\nSkills');
  });
});
