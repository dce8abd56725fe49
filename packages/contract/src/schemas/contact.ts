import { z } from '../zod.js';
import { MESSAGE_TYPES } from '../codes.js';
import { NAME_FIELD_MAX } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { email, optionalText, personName, requiredText } from './fields.js';

const contact = MESSAGES.contact;

/** The "Drop us a line" form; its values are the AddContactUs payload fields (docs/product.md#records). */
export const ContactFormSchema = z.object({
  pro_firstname: personName(contact.firstName),
  pro_lastname: personName(contact.lastName),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: requiredText(contact.message),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** POST /CRM/AddContactUs as a contact message (166110000): the contact form and the booking planner. */
export const ContactMessageSchema = z.object({
  pro_firstname: requiredText(contact.firstName, NAME_FIELD_MAX),
  pro_lastname: z.string().trim().max(NAME_FIELD_MAX, { error: MESSAGES.tooLong }).default(''),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: requiredText(contact.message),
  pro_messagetype: z.literal(MESSAGE_TYPES.contact),
  pro_partnerreference: optionalText(),
  pro_employeereference: optionalText(),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;
