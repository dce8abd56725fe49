import type { Locator, Page } from '@playwright/test';
import {
  AUTH_MESSAGES,
  MESSAGES,
  PORTAL_MESSAGES,
  SUCCESS_MESSAGES,
  addDays,
  mondayOf,
  todayIsoDate,
} from '@smartmove/contract';
import { expect, test, waitForHydration, type PageProblems } from '../support/fixtures';
import { hoursBox } from '../support/time-sheets';
import { randomWorkingWeek } from '../support/values';
import { assignProjects, uniqueProjectName } from '../support/projects';
import { registerAccount, signInAsNewUser, unusedPhone } from '../support/session';

/** The project the time sheet's new employee is assigned (a name of this file's own). */
const timeSheetProject = uniqueProjectName('Form errors');

/**
 * Every form's error messages are tied to their fields (aria-invalid="true" and an aria-describedby that
 * names the element holding the message), no error text on screen is left unattached, and the outcome of
 * a send is announced: in a live region (role status or alert, aria-live), or by moving focus to it.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const letters = (text: string) => text.replace(/[^a-z]/gi, '');
const national = (phone: string) => phone.replace(/^\+1/, '');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field and the exact message it must carry. */
type FieldError = [field: (form: Locator) => Locator, message: string];
const byLabel =
  (label: string): FieldError[0] =>
  (form) =>
    form.getByLabel(label, { exact: true });

interface FormCase {
  name: string;
  /** Navigates (signing in if needed) and returns the form. */
  open: (page: Page) => Promise<Locator>;
  submit: string;
  /** The errors after an empty submit. */
  empty: FieldError[];
  /** Invalid (not empty) input and the errors it gives. */
  invalid?: { fill: (form: Locator) => Promise<void>; errors: FieldError[] };
  /** Valid input, and the text that must be announced after the send. */
  success?: { fill: (form: Locator) => Promise<void>; announced: string | RegExp };
  allow?: RegExp[];
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** The field is invalid and one of the elements its aria-describedby names is visible and holds `message`. */
async function expectTiedError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect
    .poll(
      () =>
        field.evaluate((control, text) => {
          const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
          return ids.some((id) => {
            const holder = document.getElementById(id);
            return (
              holder !== null &&
              holder.getClientRects().length > 0 &&
              (holder.textContent ?? '').replace(/\s+/g, ' ').includes(text)
            );
          });
        }, message),
      { message: `"${message}" is named by the field's aria-describedby` },
    )
    .toBe(true);
}

/**
 * Problems in the whole form: an invalid control without a visible description, or a visible error text
 * (an element whose class ends in "error") that no invalid control points to and that is not itself
 * announced as a form-level alert.
 */
async function unattachedErrors(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const visible = (element: Element) => element.getClientRects().length > 0;
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const problems: string[] = [];
    const describedIds = new Set<string>();
    for (const control of root.querySelectorAll('[aria-invalid="true"]')) {
      const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const holders = ids
        .map((id) => document.getElementById(id))
        .filter((holder): holder is HTMLElement => holder !== null && visible(holder) && text(holder) !== '');
      ids.forEach((id) => describedIds.add(id));
      if (holders.length === 0) {
        problems.push(`invalid control without a visible message: ${control.outerHTML.slice(0, 120)}`);
      }
    }
    const errorTexts = [...root.querySelectorAll('[class]')].filter(
      (element) =>
        [...element.classList].some((name) => /(^|[_-])error$/.test(name)) &&
        !element.closest('[aria-hidden="true"]') &&
        visible(element) &&
        text(element) !== '',
    );
    for (const element of errorTexts) {
      const tied = element.id !== '' && describedIds.has(element.id);
      const announced = element.closest('[role="alert"], [aria-live="assertive"]') !== null;
      if (!tied && !announced) problems.push(`error text tied to no field: "${text(element)}"`);
    }
    return problems;
  });
}

async function expectErrors(form: Locator, errors: FieldError[]) {
  for (const [field, message] of errors) await expectTiedError(field(form), message);
  expect(await unattachedErrors(form)).toEqual([]);
}

/**
 * Whether `text` is announced: it is inside a live region, or focus is on it, or focus is inside a dialog
 * it names.
 */
async function isAnnounced(page: Page, text: string | RegExp): Promise<boolean> {
  const pattern = typeof text === 'string' ? escapeRegExp(text) : text.source;
  return page.evaluate((source) => {
    const matcher = new RegExp(source);
    const live =
      '[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';
    // The innermost elements holding the text.
    const holders = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        element.getClientRects().length > 0 &&
        matcher.test(element.textContent ?? '') &&
        ![...element.children].some((child) => matcher.test(child.textContent ?? '')),
    );
    const active = document.activeElement;
    const focusedDialog = active?.closest('dialog, [role="dialog"]');
    return holders.some(
      (element) =>
        element.closest(live) !== null ||
        element === active ||
        (focusedDialog !== null &&
          focusedDialog !== undefined &&
          element.id !== '' &&
          focusedDialog.getAttribute('aria-labelledby') === element.id),
    );
  }, pattern);
}

const thankYou = SUCCESS_MESSAGES.submission;

const fillApply = async (form: Locator) => {
  const id = stamp();
  await form.getByLabel('First Name').fill('Katherine');
  await form.getByLabel('Last Name').fill('Johnson');
  await form.getByLabel('Email').fill(`katherine.${id}@example.com`);
  await form.getByLabel('Mobile', { exact: true }).fill('2015550123');
  await form.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/${letters(id)}`);
  await form.getByLabel('Visa Status').selectOption({ label: 'H1B' });
  await form
    .getByLabel('Resume')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
};

const APPLY_ERRORS: FieldError[] = [
  [byLabel('First Name'), MESSAGES.apply.firstName],
  [byLabel('Last Name'), MESSAGES.apply.lastName],
  [byLabel('Email'), MESSAGES.apply.emailRequired],
  [byLabel('Mobile'), MESSAGES.apply.mobile],
  [byLabel('LinkedIn'), MESSAGES.apply.linkedIn],
  [byLabel('Visa Status'), MESSAGES.apply.visaStatus],
  [byLabel('Resume'), MESSAGES.apply.resume],
];

const skillBox = (form: Locator, category: string, skill: string) =>
  form
    .getByRole('group', { name: category, exact: true })
    .getByRole('checkbox', { name: skill, exact: true });

const FORMS: FormCase[] = [
  {
    name: 'contact (/contact-us)',
    open: async (page) => {
      await open(page, '/contact-us');
      return page.getByRole('form', { name: 'Drop us a line' });
    },
    submit: 'Send Message',
    empty: [
      [byLabel('First Name'), MESSAGES.contact.firstName],
      [byLabel('Last Name'), MESSAGES.contact.lastName],
      [byLabel('Email'), MESSAGES.contact.emailRequired],
      [byLabel('Message'), MESSAGES.contact.message],
    ],
    invalid: {
      fill: (form) => form.getByLabel('Email').fill('ada@example'),
      errors: [[byLabel('Email'), MESSAGES.contact.emailInvalid]],
    },
    success: {
      fill: async (form) => {
        const id = stamp();
        await form.getByLabel('First Name').fill('Ada');
        await form.getByLabel('Last Name').fill('Lovelace');
        await form.getByLabel('Email').fill(`ada.${id}@example.com`);
        await form.getByLabel('Message').fill(`Form error sweep (${id}).`);
      },
      announced: thankYou,
    },
  },
  {
    name: 'apply (/applynow/{id})',
    open: async (page) => {
      await open(page, '/applynow/senior-data-engineer');
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Apply Now' }) });
    },
    submit: 'Apply Now',
    empty: APPLY_ERRORS,
    invalid: {
      fill: async (form) => {
        await form.getByLabel('Email').fill('katherine@nasa');
        await form.getByLabel('LinkedIn').fill('javascript:alert(document.cookie)');
      },
      errors: [
        [byLabel('Email'), MESSAGES.apply.emailInvalid],
        [byLabel('LinkedIn'), MESSAGES.webAddressInvalid],
      ],
    },
    success: { fill: fillApply, announced: thankYou },
  },
  {
    name: 'free consultation (/free-consultation)',
    open: async (page) => {
      await open(page, '/free-consultation');
      await page.getByText("I'm not a robot").click();
      await expect(page.getByText('Verified: you can submit the form.')).toBeVisible({ timeout: 30_000 });
      return page.getByRole('form', { name: "Let's partner up" });
    },
    submit: 'Submit',
    empty: [
      [byLabel('Full Name'), MESSAGES.consultation.fullName],
      [byLabel('Mobile'), MESSAGES.consultation.mobile],
      [byLabel('Work Email'), MESSAGES.consultation.emailRequired],
      [byLabel('Position'), MESSAGES.consultation.position],
      [byLabel('Description'), MESSAGES.consultation.description],
      [byLabel('Project'), MESSAGES.consultation.project],
      [byLabel('Terms & Conditions'), MESSAGES.consultation.terms],
    ],
    invalid: {
      fill: (form) => form.getByLabel('Work Email').fill('grace@navy'),
      errors: [[byLabel('Work Email'), MESSAGES.consultation.emailInvalid]],
    },
    success: {
      fill: async (form) => {
        const id = stamp();
        await form.getByLabel('Full Name').fill('Grace Hopper');
        await form.getByLabel('Mobile', { exact: true }).fill('2015550123');
        await form.getByLabel('Work Email').fill(`grace.${id}@navy.example.com`);
        await form.getByLabel('Position').fill('CTO');
        await form.getByLabel('Description').fill(`Modernise our claims pipeline (${id}).`);
        await form.getByLabel('Project').selectOption('Federal');
        await form.getByLabel('Terms & Conditions').check();
      },
      announced: SUCCESS_MESSAGES.consultation,
    },
  },
  {
    name: 'know your worth (/knowyourworth)',
    open: async (page) => {
      await open(page, '/knowyourworth');
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit' }) });
    },
    submit: 'Submit',
    empty: [
      // Nothing ticked: every skill box carries the message.
      [(form) => skillBox(form, 'Programming Languages', 'java'), MESSAGES.knowYourWorth.noSkill],
      [(form) => skillBox(form, 'Others', 'Git'), MESSAGES.knowYourWorth.noSkill],
      [byLabel('First Name'), MESSAGES.knowYourWorth.firstName],
      [byLabel('Last Name'), MESSAGES.knowYourWorth.lastName],
      [byLabel('Email'), MESSAGES.knowYourWorth.emailRequired],
      [byLabel('LinkedIn'), MESSAGES.knowYourWorth.linkedIn],
      [byLabel('Phone'), MESSAGES.knowYourWorth.mobile],
    ],
    invalid: {
      fill: async (form) => {
        await skillBox(form, 'Scripting', 'Linux Bash').check();
        await form.getByLabel('Email').fill('linus@kernel');
        await form.getByLabel('LinkedIn').fill('data:text/html,<script>alert(1)</script>');
      },
      errors: [
        [
          (form) => form.getByLabel('Linux Bash experience', { exact: true }),
          MESSAGES.knowYourWorth.experience,
        ],
        [byLabel('Email'), MESSAGES.knowYourWorth.emailInvalid],
        [byLabel('LinkedIn'), MESSAGES.webAddressInvalid],
      ],
    },
    success: {
      fill: async (form) => {
        const id = stamp();
        await form.getByLabel('Linux Bash experience', { exact: true }).fill('3');
        await form.getByLabel('First Name').fill('Linus');
        await form.getByLabel('Last Name').fill('Torvalds');
        await form.getByLabel('Email').fill(`linus.${id}@example.com`);
        await form.getByLabel('LinkedIn').fill(`https://www.linkedin.com/in/linus-${letters(id)}`);
        await form.getByLabel('Phone', { exact: true }).fill('2015550123');
      },
      announced: thankYou,
    },
  },
  {
    name: 'book your day (/book-your-day)',
    open: async (page) => {
      await open(page, '/book-your-day');
      return page.getByRole('form', { name: 'Send a booking request' });
    },
    submit: 'Send Booking Request',
    empty: [
      [byLabel('First Name'), MESSAGES.contact.firstName],
      [byLabel('Last Name'), MESSAGES.contact.lastName],
      [byLabel('Email'), MESSAGES.contact.emailRequired],
      [byLabel('Package'), 'Please choose a package'],
      [byLabel('Event Date'), 'Please choose the date of your event'],
      [byLabel('Number of Guests'), 'Please enter the number of guests'],
    ],
    invalid: {
      fill: (form) => form.getByLabel('Email').fill('meera@example'),
      errors: [[byLabel('Email'), MESSAGES.contact.emailInvalid]],
    },
    success: {
      fill: async (form) => {
        await form.getByLabel('First Name').fill('Meera');
        await form.getByLabel('Last Name').fill('Kulkarni');
        await form.getByLabel('Email').fill(`meera.${stamp()}@example.com`);
        await form.getByLabel('Package', { exact: true }).selectOption('wedding');
        await form
          .getByLabel('Event Date')
          .fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10));
        await form.getByLabel('Number of Guests').fill('150');
      },
      announced: thankYou,
    },
  },
  {
    name: 'sign-in (/sign-in)',
    open: async (page) => {
      await open(page, '/sign-in');
      return page.getByRole('form', { name: 'Welcome back' });
    },
    submit: 'Send Code',
    empty: [[byLabel('Phone'), AUTH_MESSAGES.phoneRequired]],
    invalid: {
      fill: (form) => form.getByLabel('Phone', { exact: true }).fill('20155'),
      errors: [[byLabel('Phone'), MESSAGES.phoneInvalid]],
    },
    success: {
      fill: async (form) => {
        const { phone } = await registerAccount(form.page().request, 'employee');
        await form.getByLabel('Phone', { exact: true }).fill(national(phone));
      },
      announced: AUTH_MESSAGES.codeSent,
    },
  },
  {
    name: 'sign-in code step (/sign-in)',
    open: async (page) => {
      const { phone } = await registerAccount(page.request, 'employee');
      await open(page, '/sign-in');
      await page.getByLabel('Phone', { exact: true }).fill(national(phone));
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByLabel('Verification Code')).toBeVisible();
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Verify' }) });
    },
    submit: 'Verify',
    empty: [[byLabel('Verification Code'), AUTH_MESSAGES.codeRequired]],
    invalid: {
      fill: (form) => form.getByLabel('Verification Code').fill('12'),
      errors: [[byLabel('Verification Code'), AUTH_MESSAGES.codeFormat]],
    },
  },
  {
    name: 'sign-up (/sign-up)',
    open: async (page) => {
      await open(page, '/sign-up');
      return page.getByRole('form', { name: 'Create your account' });
    },
    submit: 'Send Code',
    empty: [
      [byLabel('Full Name'), AUTH_MESSAGES.nameRequired],
      [byLabel('Email'), AUTH_MESSAGES.emailRequired],
      [(form) => form.getByRole('radio', { name: 'Employee' }), AUTH_MESSAGES.roleRequired],
      [(form) => form.getByRole('radio', { name: 'Partner' }), AUTH_MESSAGES.roleRequired],
      [byLabel('Phone'), AUTH_MESSAGES.phoneRequired],
    ],
    invalid: {
      fill: async (form) => {
        await form.getByLabel('Email').fill('asha@example');
        await form.getByRole('radio', { name: 'Partner' }).check();
      },
      errors: [
        [byLabel('Email'), AUTH_MESSAGES.emailInvalid],
        [byLabel('Company Name'), AUTH_MESSAGES.companyNameRequired],
      ],
    },
    success: {
      fill: async (form) => {
        await form.getByLabel('Full Name').fill('Asha Verma');
        await form.getByLabel('Email').fill(`asha.${stamp()}@example.com`);
        await form.getByRole('radio', { name: 'Employee' }).check();
        // A number no earlier test has registered: the national part of +1 201 555 ….
        const phone = await unusedPhone();
        await form.getByLabel('Phone', { exact: true }).fill(phone.slice(2));
      },
      announced: AUTH_MESSAGES.codeSent,
    },
  },
  {
    name: 'leave request (/apply-leave)',
    open: async (page) => {
      await signInAsNewUser(page, 'employee');
      await open(page, '/apply-leave');
      return page.getByRole('form', { name: 'Request leave' });
    },
    submit: 'Apply for leave',
    empty: [
      [byLabel('Leave type'), PORTAL_MESSAGES.leave.type],
      [byLabel('From'), PORTAL_MESSAGES.leave.fromDate],
      [byLabel('To'), PORTAL_MESSAGES.leave.toDate],
      [byLabel('Reason'), PORTAL_MESSAGES.leave.reason],
    ],
    invalid: {
      fill: async (form) => {
        // The dates are compared once the other fields are valid.
        const monday = addDays(mondayOf(todayIsoDate()), 14);
        await form.getByLabel('Leave type', { exact: true }).selectOption({ label: 'Sick leave' });
        await form.getByLabel('Reason', { exact: true }).fill('Surgery and recovery');
        await form.getByLabel('From', { exact: true }).fill(addDays(monday, 2));
        await form.getByLabel('To', { exact: true }).fill(monday);
      },
      errors: [[byLabel('To'), PORTAL_MESSAGES.leave.endBeforeStart]],
    },
    success: {
      fill: async (form) => {
        const monday = randomWorkingWeek(2, 20);
        await form.getByLabel('From', { exact: true }).fill(monday);
        await form.getByLabel('To', { exact: true }).fill(addDays(monday, 1));
      },
      announced: /^Leave requested for/,
    },
  },
  {
    name: 'expense claim (/employee-claims)',
    open: async (page) => {
      await signInAsNewUser(page, 'employee');
      await open(page, '/employee-claims');
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit claim' }) });
    },
    submit: 'Submit claim',
    empty: [
      [byLabel('Category'), PORTAL_MESSAGES.expense.category],
      [byLabel('Amount'), PORTAL_MESSAGES.expense.amount],
      [byLabel('Description'), PORTAL_MESSAGES.expense.description],
      [byLabel('Receipt'), PORTAL_MESSAGES.expense.receipt],
    ],
    invalid: {
      fill: async (form) => {
        await form.getByLabel('Amount', { exact: true }).fill('12.345');
        await form.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), 3));
      },
      errors: [
        [byLabel('Amount'), PORTAL_MESSAGES.expense.amountDecimals],
        [byLabel('Expense date'), PORTAL_MESSAGES.expense.future],
      ],
    },
    success: {
      fill: async (form) => {
        await form.getByLabel('Expense date', { exact: true }).fill(addDays(todayIsoDate(), -2));
        await form.getByLabel('Category', { exact: true }).selectOption('Travel');
        await form.getByLabel('Amount', { exact: true }).fill('86.40');
        await form.getByLabel('Currency', { exact: true }).selectOption('USD');
        await form.getByLabel('Description', { exact: true }).fill('Taxi to the client site and back');
        await form
          .getByLabel('Receipt', { exact: true })
          .setInputFiles({ name: 'taxi-receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
      },
      announced: 'Claim of $86.40 submitted',
    },
  },
  {
    name: 'time sheet (/new-time-sheet)',
    open: async (page) => {
      const session = await signInAsNewUser(page, 'employee');
      await assignProjects(page.request, session, [timeSheetProject]);
      await open(page, `/new-time-sheet?week=${addDays(mondayOf(todayIsoDate()), -7)}`);
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save draft' }) });
    },
    submit: 'Submit',
    empty: [[byLabel('Project 1'), PORTAL_MESSAGES.timeSheet.project]],
    invalid: {
      fill: (form) => hoursBox(form, 'Monday').fill('25'),
      errors: [[(form) => hoursBox(form, 'Monday'), PORTAL_MESSAGES.timeSheet.hours]],
    },
    success: {
      fill: async (form) => {
        await form.getByLabel('Project 1', { exact: true }).selectOption(timeSheetProject);
        await hoursBox(form, 'Monday').fill('8');
      },
      announced: /^Time sheet for the week of .* submitted$/,
    },
  },
  {
    name: 'support case (/new-cases)',
    open: async (page) => {
      await signInAsNewUser(page, 'employee');
      await open(page, '/new-cases');
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Raise case' }) });
    },
    submit: 'Raise case',
    empty: [
      [byLabel('Title'), PORTAL_MESSAGES.case.title],
      [byLabel('Category'), PORTAL_MESSAGES.case.category],
      [byLabel('Description'), PORTAL_MESSAGES.case.description],
    ],
    success: {
      fill: async (form) => {
        await form.getByLabel('Title', { exact: true }).fill(`Monitor flickers ${stamp()}`);
        await form.getByLabel('Category', { exact: true }).selectOption('IT and equipment');
        await form.getByLabel('Priority', { exact: true }).selectOption('Low');
        await form.getByLabel('Description', { exact: true }).fill('The second monitor flickers.');
      },
      announced: /^Case CS-[A-Z2-9]{8} raised$/,
    },
  },
  {
    name: 'profile address (/myprofile)',
    open: async (page) => {
      await signInAsNewUser(page, 'employee');
      await open(page, '/myprofile');
      return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save address' }) });
    },
    submit: 'Save address',
    empty: [
      [byLabel('Street address'), PORTAL_MESSAGES.profile.street],
      [byLabel('City'), PORTAL_MESSAGES.profile.city],
      [byLabel('State'), PORTAL_MESSAGES.profile.state],
      [byLabel('ZIP or postal code'), PORTAL_MESSAGES.profile.zipCode],
    ],
    success: {
      fill: async (form) => {
        await form.getByLabel('Street address', { exact: true }).fill('500 Pine Street');
        await form.getByLabel('City', { exact: true }).fill('Seattle');
        await form.getByLabel('State', { exact: true }).fill('WA');
        await form.getByLabel('ZIP or postal code', { exact: true }).fill('98101');
        await form.getByLabel('Country', { exact: true }).selectOption('United States');
      },
      announced: 'Address saved',
    },
  },
];

function allowExpected(problems: PageProblems, formCase: FormCase) {
  for (const pattern of formCase.allow ?? []) problems.allow(pattern);
}

test.describe('form errors are tied to their fields and outcomes are announced', () => {
  for (const formCase of FORMS) {
    test(formCase.name, async ({ page, problems }) => {
      allowExpected(problems, formCase);
      const form = await formCase.open(page);
      await expect(form).toBeVisible();
      const submit = form.getByRole('button', { name: formCase.submit, exact: true });

      // Errors appear only after a submit attempt.
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
      await submit.click();
      await expectErrors(form, formCase.empty);

      if (formCase.invalid) {
        await formCase.invalid.fill(form);
        await submit.click();
        await expectErrors(form, formCase.invalid.errors);
      }

      if (formCase.success) {
        await formCase.success.fill(form);
        await submit.click();
        await expect
          .poll(() => isAnnounced(page, formCase.success!.announced), {
            message: `"${formCase.success.announced}" is announced`,
          })
          .toBe(true);
      }
    });
  }
});
