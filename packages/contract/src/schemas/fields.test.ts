import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { isNameCharacter } from '../patterns.js';
import { ConsultationRequestSchema } from './consultation.js';
import { ContactFormSchema, ContactMessageSchema } from './contact.js';
import {
  isWebAddress,
  multilineText,
  optionalPersonName,
  personName,
  requiredText,
  webAddress,
} from './fields.js';

const name = personName('Please enter the name');

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('personName', () => {
  it.each([
    "Zoë O'Brien-Smith",
    'José',
    'नमस्ते शर्मा',
    'St. John',
    'King, Jr.',
    'O\u2019Neil',
    '王小明',
    'Ngā',
  ])('accepts %s', (value) => {
    expect(name.parse(` ${value} `)).toBe(value);
  });

  it.each(['<b>Ada</b>', 'Ada\r\nBcc: x@example.com', 'Ada\nLovelace', 'R2D2', "'--", '...', 'a@b', 'Ada;'])(
    'refuses %j',
    (value) => {
      expect(name.safeParse(value).success).toBe(false);
    },
  );

  it('says what a name may hold, and keeps the form message for a blank one', () => {
    expect(firstMessage(name.safeParse('<script>'))).toBe(MESSAGES.nameLettersOnly);
    expect(firstMessage(name.safeParse('   '))).toBe('Please enter the name');
    expect(firstMessage(name.safeParse('a'.repeat(101)))).toBe(MESSAGES.tooLong);
  });

  it('lets a key press through when a name could hold it', () => {
    for (const character of ['a', 'ë', 'न', '\u094d', ' ', "'", '-', '.', ',']) {
      expect(isNameCharacter(character)).toBe(true);
    }
    for (const character of ['1', '<', '>', '@', ';', '\n']) expect(isNameCharacter(character)).toBe(false);
  });

  it('leaves an optional name empty, and checks it when given', () => {
    const optional = optionalPersonName();
    expect(optional.parse(undefined)).toBe('');
    expect(optional.parse('')).toBe('');
    expect(optional.parse('Lovelace')).toBe('Lovelace');
    expect(firstMessage(optional.safeParse('<i>x</i>'))).toBe(MESSAGES.nameLettersOnly);
  });
});

describe('single-line and multi-line texts', () => {
  it('refuses a line break in a single-line text', () => {
    const title = requiredText('Please enter the title', 100);
    expect(title.parse('VPN is down')).toBe('VPN is down');
    expect(firstMessage(title.safeParse('VPN\ris down'))).toBe(MESSAGES.singleLine);
    expect(firstMessage(title.safeParse('VPN\nis down'))).toBe(MESSAGES.singleLine);
  });

  it('keeps line breaks and tabs in a multi-line text', () => {
    const description = multilineText('Please describe the issue', 4000);
    expect(description.parse('Line one\r\nLine two\n\tindented')).toBe('Line one\r\nLine two\n\tindented');
  });
});

describe('contact and consultation names on the server', () => {
  const contact = {
    pro_firstname: 'Ada',
    pro_lastname: 'Lovelace',
    pro_email: 'ada@example.com',
    pro_message: 'Hello\nthere',
    pro_messagetype: 166110000,
  } as const;

  it('takes a contact message with a multi-line message', () => {
    expect(ContactMessageSchema.parse(contact).pro_message).toBe('Hello\nthere');
    expect(ContactFormSchema.parse(contact).pro_message).toBe('Hello\nthere');
  });

  it.each(['pro_firstname', 'pro_lastname'] as const)('refuses markup and CR/LF in %s', (field) => {
    expect(ContactMessageSchema.safeParse({ ...contact, [field]: '<b>Ada</b>' }).success).toBe(false);
    expect(ContactMessageSchema.safeParse({ ...contact, [field]: 'Ada\r\nSubject: x' }).success).toBe(false);
  });

  it('refuses markup and CR/LF in a consultation full name and position', () => {
    const consultation = {
      pro_firstname: 'Grace Hopper',
      pro_email: 'grace@example.com',
      pro_message: 'Modernise\nour pipeline.',
      pro_messagetype: 166110002,
      pro_PhoneNo: '+12015550199',
      pro_position: 'CTO',
      pro_project: 'Federal',
    } as const;
    expect(ConsultationRequestSchema.safeParse(consultation).success).toBe(true);
    expect(
      ConsultationRequestSchema.safeParse({ ...consultation, pro_firstname: '<img src=x>' }).success,
    ).toBe(false);
    expect(
      ConsultationRequestSchema.safeParse({ ...consultation, pro_firstname: 'Grace\nHopper' }).success,
    ).toBe(false);
    expect(
      ConsultationRequestSchema.safeParse({ ...consultation, pro_position: 'CTO\r\nBcc: x' }).success,
    ).toBe(false);
  });
});

describe('webAddress', () => {
  const linkedIn = webAddress('Please enter the profile');

  it.each([
    ['https://www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['  HTTP://Example.com/a?b=c  ', 'HTTP://Example.com/a?b=c'],
    ['www.linkedin.com/in/ada', 'https://www.linkedin.com/in/ada'],
    ['linkedin.com/in/ada', 'https://linkedin.com/in/ada'],
  ])('takes %j as %j', (value, stored) => {
    expect(linkedIn.parse(value)).toBe(stored);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'mailto:ada@example.com',
    'ftp://example.com/cv.pdf',
    'https://linkedin',
    'https://',
    'not a web address',
  ])('refuses %j with its message', (value) => {
    expect(firstMessage(linkedIn.safeParse(value))).toBe(MESSAGES.webAddressInvalid);
  });

  it('keeps the form message for a blank one', () => {
    expect(firstMessage(linkedIn.safeParse('  '))).toBe('Please enter the profile');
  });

  it('is what may be shown as a link', () => {
    expect(isWebAddress('https://www.linkedin.com/in/ada')).toBe(true);
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'www.linkedin.com/in/ada', '']) {
      expect(isWebAddress(value), value).toBe(false);
    }
  });
});
