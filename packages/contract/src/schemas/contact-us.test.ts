import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { ContactUsRequestSchema, UNKNOWN_MESSAGE_TYPE_MESSAGE } from './contact-us.js';

describe('ContactUsRequestSchema', () => {
  it('keeps the spec fields and the honeypot beside them', () => {
    const parsed = ContactUsRequestSchema.parse({
      pro_firstname: ' Ada ',
      pro_email: 'ada@example.com',
      pro_message: 'Hello',
      pro_messagetype: 166110000,
      website: '',
    });
    expect(parsed).toEqual({
      pro_firstname: 'Ada',
      pro_lastname: '',
      pro_email: 'ada@example.com',
      pro_message: 'Hello',
      pro_messagetype: 166110000,
      pro_partnerreference: '',
      pro_employeereference: '',
      website: '',
    });
  });

  it('takes a consultation with its mobile, position and project, and leaves them out of a contact message', () => {
    const consultation = {
      pro_firstname: 'Grace Hopper',
      pro_email: 'grace@example.com',
      pro_message: 'Modernise our claims pipeline.',
      pro_messagetype: 166110002,
      pro_PhoneNo: '+12015550199',
      pro_position: 'CTO',
      pro_project: 'Federal',
    } as const;
    expect(ContactUsRequestSchema.parse(consultation)).toEqual({
      ...consultation,
      pro_lastname: '',
      pro_partnerreference: '',
      pro_employeereference: '',
    });
    const contact = ContactUsRequestSchema.parse({ ...consultation, pro_messagetype: 166110000 });
    expect(contact).not.toHaveProperty('pro_PhoneNo');
    expect(contact).not.toHaveProperty('pro_project');
  });

  it("answers the consultation form's messages for a consultation", () => {
    const result = ContactUsRequestSchema.safeParse({ pro_messagetype: 166110002, pro_email: 'x@y' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pro_firstname', MESSAGES.consultation.fullName],
      ['pro_email', MESSAGES.consultation.emailInvalid],
      ['pro_message', MESSAGES.consultation.description],
      ['pro_PhoneNo', MESSAGES.consultation.mobile],
      ['pro_position', MESSAGES.consultation.position],
      ['pro_project', MESSAGES.consultation.project],
    ]);
  });

  it('refuses an unknown or missing message type on pro_messagetype alone', () => {
    for (const pro_messagetype of [1, undefined]) {
      const result = ContactUsRequestSchema.safeParse({ pro_firstname: 'Ada', pro_messagetype });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['pro_messagetype', UNKNOWN_MESSAGE_TYPE_MESSAGE],
      ]);
    }
  });

  it('answers the contact messages', () => {
    const result = ContactUsRequestSchema.safeParse({ pro_messagetype: 166110000, pro_email: 'x@y' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(MESSAGES.contact.firstName);
    expect(messages).toContain(MESSAGES.contact.emailInvalid);
    expect(messages).toContain(MESSAGES.contact.message);
  });
});
