/** pro_messagetype codes (docs/product.md#limits). */
export const MESSAGE_TYPES = {
  contact: 166110000,
  consultation: 166110002,
} as const;

/** Session userType codes (docs/product.md#roles, #limits). */
export const USER_TYPES = {
  partner: 173020000,
  employee: 173020001,
} as const;

export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];
export const USER_TYPE_CODES = [USER_TYPES.partner, USER_TYPES.employee] as const;

export const USER_TYPE_LABELS: Record<UserType, string> = {
  [USER_TYPES.employee]: 'Employee',
  [USER_TYPES.partner]: 'Partner',
};

export function isUserType(value: unknown): value is UserType {
  return value === USER_TYPES.partner || value === USER_TYPES.employee;
}

/** Consultation "Project" choices (docs/product.md#records). */
export const CONSULTATION_PROJECTS = ['Commercial', 'State Government', 'Federal'] as const;
export type ConsultationProject = (typeof CONSULTATION_PROJECTS)[number];

/** Defined by the original consultation form but unused (docs/product.md#records). */
export const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five'] as const;
