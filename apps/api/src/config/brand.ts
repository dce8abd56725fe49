/** The name the server signs its messages with (SMS codes, a placeholder account name). */
export const BRAND_NAME = 'SmartMove';
/** The sender of the firm's e-mail unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = `${BRAND_NAME} <no-reply@smartmove.example.com>`;
