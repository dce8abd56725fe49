import { z } from '../zod.js';
import { MESSAGE_TYPES } from '../codes.js';
import { MESSAGES } from '../messages.js';
import { email, multilineText, optionalPersonName, optionalText, personName } from './fields.js';

const contact = MESSAGES.contact;

/** The "Drop us a line" form; its values are the AddContactUs payload fields (docs/product.md#records). */
export const ContactFormSchema = z.object({
  pro_firstname: personName(contact.firstName),
  pro_lastname: personName(contact.lastName),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: multilineText(contact.message),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** POST /CRM/AddContactUs as a contact message (166110000): the contact form and the booking planner. */
export const ContactMessageSchema = z.object({
  pro_firstname: personName(contact.firstName),
  pro_lastname: optionalPersonName(),
  pro_email: email({ required: contact.emailRequired, invalid: contact.emailInvalid }),
  pro_message: multilineText(contact.message),
  pro_messagetype: z.literal(MESSAGE_TYPES.contact),
  pro_partnerreference: optionalText(),
  pro_employeereference: optionalText(),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;
