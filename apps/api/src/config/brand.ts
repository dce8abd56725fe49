/** The name the server signs its messages with (SMS codes, a placeholder account name). */
export const BRAND_NAME = 'SmartMove';
