/** Every visible validation and success message, verbatim from docs/product.md#validation, #errors (typos kept). */
export const MESSAGES = {
  apply: {
    firstName: 'Please enter First Name',
    lastName: 'Please enter Last Name',
    emailRequired: 'Please enter EmailId',
    emailInvalid: 'Please enter Valid EmailId',
    mobile: 'Please enter Mobile No.',
    linkedIn: 'Please enter Linked Profile Url',
    visaStatus: 'Please Select Visa Status',
    resume: 'Please Upload Resume',
    resumeTooBig: 'File size is too big, size should be less then 50MB',
  },
  contact: {
    firstName: 'Please enterFirst Name',
    lastName: 'Please enterLast Name',
    emailRequired: 'Please enter EmailId',
    emailInvalid: 'Please Enter Valid EmailId',
    message: 'Please enter description',
  },
  consultation: {
    fullName: 'Please enter Full Name',
    mobile: 'Please enter Mobile No.',
    emailRequired: 'Please enter EmailId',
    emailInvalid: 'Please enter Valid EmailId',
    position: 'Please enter Position',
    description: 'Please enter Description',
    project: 'Please select Project',
    terms: 'Please accept Terms & Conditions',
  },
  knowYourWorth: {
    firstName: 'Please enter First Name',
    lastName: 'Please enter Last Name',
    emailRequired: 'Please enter EmailId',
    emailInvalid: 'Please enter Valid EmailId',
    linkedIn: 'Please enter Linkedin Profile',
    mobile: 'Please enter Mobile No.',
    experience: 'Enter Experience',
    noSkill: 'Select atleast one skill',
  },
  phoneInvalid: 'Please enter a valid phone number',
  nameLettersOnly: "Only letters, spaces and ' - . , are allowed",
  /** A single-line field (a name, a title, an address line) that holds a line break. */
  singleLine: 'Please keep this on one line',
  tooLong: 'This value is too long',
  /** A web address (a LinkedIn profile) that is not an http:// or https:// one with a domain name. */
  webAddressInvalid: 'Please enter a valid web address, such as https://www.linkedin.com/in/your-name',
  searchNoResult: 'No Search Result matches the entered Keyword',
  notFound: {
    heading: 'Error 404 Page Not Found',
    text: 'Looks like the page you are looking for has been moved or does not exist go to the Homepage',
  },
} as const;

export const SUCCESS_MESSAGES = {
  submission: 'Thank you! Your submission has been received!',
  consultation: 'Request for a Free Consultation has been Submitted Successfully!',
} as const;

/** Labels of the submit buttons: the idle label and the one shown while submitting (docs/product.md#labels). */
export const SUBMITTING_LABEL = 'Wait...';

/**
 * What the apply page of a closed job says, and what an application to it is refused with. Apart from the
 * jobs' schemas, so that the apply page shows it without loading zod.
 */
export const JOB_NO_LONGER_OPEN_MESSAGE = 'This job is no longer open.';
