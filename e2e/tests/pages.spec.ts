import { MESSAGES, PRERENDERED_PATHS, PUBLIC_ROUTES, SUCCESS_MESSAGES } from '@smartmove/contract';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

/** The public pages with their tab title, main heading and a phrase of their description. */
const CONTENT_PAGES = [
  {
    path: PUBLIC_ROUTES.home,
    title: 'make the smart move',
    h1: 'make the smart move',
    description: 'data engineering',
  },
  { path: PUBLIC_ROUTES.aboutUs, title: 'About Us', h1: 'Who are we', description: 'Seattle and Pune' },
  {
    path: PUBLIC_ROUTES.services,
    title: 'Our Services',
    h1: 'Our services',
    description: 'we create best events',
  },
  {
    path: PUBLIC_ROUTES.industries,
    title: 'Industries',
    h1: 'Industries',
    description: 'Industries we serve',
  },
  { path: PUBLIC_ROUTES.blog, title: 'Blog', h1: 'Blog', description: 'nightlife curation' },
  {
    path: PUBLIC_ROUTES.blogFutureOfDataEngineering,
    title: 'The Future of Data Engineering',
    h1: 'The Future of Data Engineering',
    description: 'lakehouses',
  },
  {
    path: PUBLIC_ROUTES.blogEssentialSkills,
    title: '10 Essential Skills of a Data Engineer',
    h1: '10 Essential Skills of a Data Engineer',
    description: 'ten essential skills',
  },
  {
    path: PUBLIC_ROUTES.blogStartACareer,
    title: 'How to Start a Career in Data Engineering',
    h1: 'How to Start a Career in Data Engineering',
    description: 'first role',
  },
  { path: PUBLIC_ROUTES.bookYourDay, title: 'Book Your Day', h1: 'Book your day', description: 'weddings' },
  {
    path: PUBLIC_ROUTES.hrHandbook,
    title: 'Employee Handbook',
    h1: 'Employee Handbook',
    description: 'handbook',
  },
  { path: PUBLIC_ROUTES.products, title: 'Products', h1: 'Products', description: 'data platform' },
  { path: PUBLIC_ROUTES.camCapture, title: 'Camera Capture', h1: 'Camera capture', description: 'snapshot' },
] as const;

const ARTICLES = [
  { path: PUBLIC_ROUTES.blogFutureOfDataEngineering, title: 'The Future of Data Engineering' },
  { path: PUBLIC_ROUTES.blogEssentialSkills, title: '10 Essential Skills of a Data Engineer' },
  { path: PUBLIC_ROUTES.blogStartACareer, title: 'How to Start a Career in Data Engineering' },
] as const;

const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The tag-free text of the first match of `pattern` in raw HTML. */
function textOf(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim();
}

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('prerendered HTML (no JavaScript)', () => {
  for (const { path, title, h1, description } of CONTENT_PAGES) {
    test(`${path} carries its title, description, main heading and share tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(textOf(html, /<title>([\s\S]*?)<\/title>/)).toBe(`SmartMove | ${title}`);
      const metaDescription = textOf(html, /<meta name="description" content="([^"]*)"/);
      expect(metaDescription?.toLowerCase()).toContain(description.toLowerCase());
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)).toBe(h1);
      expect(html).toMatch(
        new RegExp(`<link rel="canonical" href="https://[^"]+${path === '/' ? '/' : path}"`),
      );
      expect(html).toContain('property="og:title"');
      expect(html).toContain('property="og:description"');
    });
  }

  test('every prerendered public page has a title, a description and a main heading', async ({ request }) => {
    for (const path of PRERENDERED_PATHS) {
      const html = await (await request.get(path)).text();
      expect(textOf(html, /<title>([\s\S]*?)<\/title>/), path).toMatch(/^SmartMove \| .+/);
      expect(textOf(html, /<meta name="description" content="([^"]*)"/)?.length, path).toBeGreaterThan(20);
      expect(textOf(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.length, path).toBeGreaterThan(1);
    }
  });

  test('the page body is in the HTML: handbook sections, industries, article text', async ({ request }) => {
    const handbook = await (await request.get(PUBLIC_ROUTES.hrHandbook)).text();
    expect(handbook).toContain('id="paid-time-off"');
    expect(handbook).toContain('Employee Acknowledgement');
    const industries = await (await request.get(PUBLIC_ROUTES.industries)).text();
    expect(industries).toContain('Life Sciences and Health Care');
    const article = await (await request.get(PUBLIC_ROUTES.blogEssentialSkills)).text();
    expect(article).toContain('SQL, and lots of it');
  });

  test('structured data: Organization on home, BlogPosting on each article', async ({ request }) => {
    const readJsonLd = async (path: string) => {
      const html = await (await request.get(path)).text();
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(json, path).toBeDefined();
      return JSON.parse(json ?? '{}') as Record<string, unknown>;
    };
    const organization = await readJsonLd(PUBLIC_ROUTES.home);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'SmartMove', foundingDate: '2021' });
    for (const article of ARTICLES) {
      const posting = await readJsonLd(article.path);
      expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: article.title });
      expect(String(posting.url)).toMatch(new RegExp(`${article.path}$`));
    }
  });

  test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const { path } of CONTENT_PAGES) {
      expect(xml).toMatch(new RegExp(`<loc>https://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    for (const excluded of ['/notfound', '/sign-in', '/sign-up', '/test-component', '/dashboard']) {
      expect(xml).not.toContain(`${excluded}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /dashboard');
  });
});

// Each page's requests to other origins, its images' sizes and axe: tests/public-pages.spec.ts.
test.describe('home', () => {
  test('shows the hero, the practices, the industries and the calls to action', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.home);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'make the smart move' })).toBeVisible();
    for (const practice of ['Data Engineering', 'Full Stack Development', 'Microsoft Dynamics']) {
      await expect(main.getByRole('heading', { level: 3, name: practice, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Get a free consultation' }).first()).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.freeConsultation,
    );
    await expect(main.getByRole('link', { name: 'Know your worth' }).first()).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.knowYourWorth,
    );
    await expect(main.getByRole('link', { name: /C2C job board|C2C jobs/ }).first()).toHaveAttribute(
      'href',
      PUBLIC_ROUTES.c2cJobBoard,
    );
    await expect(main.getByRole('link', { name: 'Banking and Finance' })).toHaveAttribute(
      'href',
      `${PUBLIC_ROUTES.industries}#banking-and-finance`,
    );
    await expect(main.getByRole('heading', { name: /^Seattle/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Pune/ })).toBeVisible();
    await expect(main.getByText('Established 2021')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('an industry chip opens that industry on /industries', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.home);
    await page.getByRole('link', { name: 'Real Estate' }).click();
    await expect(page).toHaveURL(/\/industries#real-estate$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Real Estate' })).toBeInViewport();
  });
});

test.describe('about us', () => {
  test('shows who we are and the two experts, each named by a heading with a portrait', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.aboutUs);
    await expect(page.getByRole('heading', { level: 1, name: 'Who are we' })).toBeVisible();
    const experts = page.getByRole('region', { name: 'Our Best Experts' });
    await expect(experts.getByRole('heading', { level: 2, name: 'Our Best Experts' })).toBeVisible();
    for (const name of ['Aarav Mehta', 'Sarah Collins']) {
      await expect(experts.getByRole('heading', { level: 3, name })).toBeVisible();
      const portrait = experts.getByRole('img', { name: new RegExp(name) });
      await expect(portrait).toBeVisible();
      // Visible is not yet loaded: wait for the picture itself.
      await expect
        .poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    }
    await expect(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).not.toHaveCount(0);
  });
});

test.describe('services', () => {
  test('shows the tagline and three event services, each linking to /blog', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.services);
    await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
    await expect(page.getByText('we create best events', { exact: true })).toBeVisible();
    for (const service of ['Nightlife Curators', 'Weddings', 'Social Events and Private Parties']) {
      await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
    }
    const links = page.getByRole('main').getByRole('link', { name: 'See packages and prices' });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', PUBLIC_ROUTES.blog);
    await links.first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page).toHaveTitle('SmartMove | Blog');
  });
});

test.describe('industries', () => {
  test('lists the eight industries with at least four use cases each', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.industries);
    const names = [
      'Technology Media and Telecommunications',
      'Banking and Finance',
      'Real Estate',
      'Investment Management',
      'Hospitality and Services',
      'Government and Public Services',
      'Retail Wholesale and Distribution',
      'Life Sciences and Health Care',
    ];
    for (const name of names) {
      const section = page.getByRole('region', { name, exact: true });
      await expect(section.getByRole('heading', { level: 2, name })).toBeVisible();
      expect(await section.getByRole('listitem').count(), name).toBeGreaterThanOrEqual(4);
    }
  });
});

test.describe('events blog', () => {
  /**
   * Opens the blog with the page's clock stopped, so that the slide show (a turn every 6 s) moves only when
   * the test runs the clock, however slow the machine. The page loads preferring reduced motion (nothing
   * turns while the clock still runs for the loading); then the clock stops and the preference is dropped.
   */
  async function openBlogWithClockStopped(page: Page) {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, PUBLIC_ROUTES.blog);
    // Pausing can only move the clock forward: to a moment just ahead of the page's time.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
  }

  test('the carousel works by keyboard and can be paused', async ({ clockPage: page }) => {
    await openBlogWithClockStopped(page);
    const carousel = page.getByRole('region', { name: 'Our events' });
    const slide = (name: RegExp) => carousel.getByRole('group', { name });
    await expect(slide(/1 of 3/)).toBeVisible();

    const pause = carousel.getByRole('button', { name: 'Pause automatic slide show' });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(/2 of 3/)).toBeVisible();
    await expect(slide(/1 of 3/)).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(slide(/3 of 3/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(slide(/1 of 3/)).toBeVisible();
    await page.keyboard.press('End');
    await expect(slide(/3 of 3/)).toBeVisible();

    await carousel.getByRole('button', { name: /^Show slide 2/ }).focus();
    await page.keyboard.press('Space');
    await expect(slide(/2 of 3/)).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show slide 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Paused: it stays on the chosen slide, past the moment it would have turned.
    await page.clock.runFor(7000);
    await expect(slide(/2 of 3/)).toBeVisible();
  });

  test('the carousel stays still for visitors who prefer reduced motion', async ({ clockPage: page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await openPage(page, PUBLIC_ROUTES.blog);
    const carousel = page.getByRole('region', { name: 'Our events' });
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(7000);
    await expect(carousel.getByRole('group', { name: /1 of 3/ })).toBeVisible();
  });

  test('the carousel rotates on its own otherwise', async ({ clockPage: page }) => {
    await openBlogWithClockStopped(page);
    const carousel = page.getByRole('region', { name: 'Our events' });
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Pause automatic slide show' })).toBeVisible();
    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: /2 of 3/ })).toBeVisible();
  });

  test('three packages in rupees, each with a Book your day link, and four testimonials', async ({
    page,
  }) => {
    await openPage(page, PUBLIC_ROUTES.blog);
    const pricing = page.getByRole('region', { name: 'Choose your celebration' });
    for (const [name, price] of [
      ['Social Events and Private Parties', '₹20k'],
      ['Wedding', '₹50k'],
      ['Nightlife Curation', '₹25k'],
    ] as const) {
      const card = pricing
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(price)).toBeVisible();
      await expect(card.getByRole('link', { name: 'Book your day' })).toHaveAttribute(
        'href',
        PUBLIC_ROUTES.bookYourDay,
      );
    }
    await expect(pricing.getByRole('link', { name: 'Book your day' })).toHaveCount(3);

    const testimonials = page.getByRole('region', { name: 'Testimonials' });
    await expect(testimonials.getByRole('group', { name: /of 4$/, includeHidden: true })).toHaveCount(4);
    await testimonials.getByRole('button', { name: 'Next slide' }).click();
    await expect(testimonials.getByRole('group', { name: /2 of 4$/ })).toBeVisible();

    await pricing.getByRole('link', { name: 'Book your day' }).first().click();
    await expect(page).toHaveURL(/\/book-your-day$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book your day' })).toBeVisible();
  });
});

test.describe('articles', () => {
  for (const article of ARTICLES) {
    test(`${article.path} shows author, date, reading time and recommends the other two`, async ({
      page,
    }) => {
      await openPage(page, article.path);
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      const byline = page.getByRole('list', { name: 'About this article' });
      await expect(byline).toContainText(/By (Aarav Mehta|Sarah Collins)/);
      await expect(byline.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(byline).toContainText(/\d+ min read/);
      const words = await page.locator('.article__body').innerText();
      expect(words.split(/\s+/).length).toBeGreaterThan(800);

      const recommended = page.getByRole('complementary', { name: 'Recommended Blogs' });
      const others = ARTICLES.filter((other) => other.path !== article.path);
      await expect(recommended.getByRole('link')).toHaveCount(2);
      for (const other of others) {
        await expect(recommended.getByRole('link', { name: other.title })).toHaveAttribute(
          'href',
          other.path,
        );
      }
      const [next] = others;
      if (!next) throw new Error('an article with no other article to recommend');
      await recommended.getByRole('link', { name: next.title }).click();
      await expect(page).toHaveURL(new RegExp(`${next.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
    });
  }
});

test.describe('book your day', () => {
  const futureDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

  async function fillBooking(page: Page) {
    await page.getByRole('button', { name: 'Choose Wedding' }).click();
    await expect(page.getByLabel('Package', { exact: true })).toHaveValue('wedding');
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Kulkarni');
    await page.getByLabel('Email').fill('meera.booking@example.com');
    await page.getByLabel('Event Date').fill(futureDate());
    await page.getByLabel('Number of Guests').fill('150');
    await page.getByLabel(/City or Venue/).fill('Pune');
    await page.getByLabel(/Tell us about your event/).fill('Mehendi, wedding and reception.');
  }

  test('shows the three packages and explains what is missing', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.bookYourDay);
    for (const price of ['₹20k', '₹50k', '₹25k']) await expect(page.getByText(price).first()).toBeVisible();
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(MESSAGES.contact.firstName);
    await expect(firstName).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.contact.emailRequired);
    await expect(page.getByLabel('Package', { exact: true })).toHaveAccessibleDescription(
      'Please choose a package',
    );
    await expect(page.getByLabel('Event Date')).toHaveAccessibleDescription(
      'Please choose the date of your event',
    );
    await expect(page.getByLabel('Number of Guests')).toHaveAccessibleDescription(
      'Please enter the number of guests',
    );
  });

  test('sends the booking as a contact message and confirms it', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.bookYourDay);
    await fillBooking(page);
    const requestPromise = page.waitForRequest((request) => request.url().endsWith('/CRM/AddContactUs'));
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    const body = (await requestPromise).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      pro_firstname: 'Meera',
      pro_lastname: 'Kulkarni',
      pro_email: 'meera.booking@example.com',
      pro_messagetype: 166110000,
    });
    expect(body.pro_message).toContain('Booking request: Wedding (₹50k)');
    expect(body.pro_message).toContain('Guests: 150');
    await expect(page.getByRole('status').filter({ hasText: SUCCESS_MESSAGES.submission })).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Package', { exact: true })).toHaveValue('');
  });

  test('a failed request shows the server message and keeps every value', async ({ page, problems }) => {
    problems.allow(/status of 503/);
    await page.route('**/CRM/AddContactUs', (route) =>
      route.fulfill({ status: 503, json: { message: 'Bookings are paused for maintenance' } }),
    );
    await openPage(page, PUBLIC_ROUTES.bookYourDay);
    await fillBooking(page);
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bookings are paused for maintenance' }),
    ).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Meera');
    await expect(page.getByLabel('Package', { exact: true })).toHaveValue('wedding');
    await expect(page.getByLabel('Number of Guests')).toHaveValue('150');
    await expect(page.getByRole('button', { name: 'Send Booking Request' })).toBeEnabled();
    await expect(page.getByLabel('First Name')).toBeEditable();
  });
});

test.describe('employee handbook', () => {
  test('the contents link to every section, and back', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.hrHandbook);
    await expect(page.getByRole('heading', { level: 1, name: 'Employee Handbook' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    const links = contents.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(50);
    for (const link of await links.all()) {
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(href ?? '#missing')).toHaveCount(1);
    }

    await contents.getByRole('link', { name: 'Paid Time Off' }).click();
    await expect(page).toHaveURL(/#paid-time-off$/);
    const section = page.getByRole('region', { name: /Paid Time Off/ });
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(section).toContainText('20 days');

    await section.getByRole('link', { name: 'Back to contents' }).click();
    await expect(page).toHaveURL(/#contents$/);
    await expect(contents.getByRole('heading', { name: 'Contents' })).toBeInViewport();

    await contents.getByRole('link', { name: 'Employee Acknowledgement' }).click();
    await expect(page).toHaveURL(/#acknowledgement$/);
    const acknowledgement = page.getByRole('region', { name: /Employee Acknowledgement/ });
    await expect(acknowledgement.getByRole('heading', { level: 2 })).toBeInViewport();
    for (const line of ['Employee name', 'Employee signature', 'Date']) {
      await expect(acknowledgement.getByText(line, { exact: true })).toBeVisible();
    }
  });

  test('a direct link to a section opens at that section', async ({ page }) => {
    await page.goto(`${PUBLIC_ROUTES.hrHandbook}#sick-leave`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: /Sick Leave/ })).toBeInViewport();
  });

  test('prints without the site chrome and navigation aids', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.hrHandbook);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print the handbook' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to contents' }).first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: /Employee Acknowledgement/ })).toBeVisible();
  });
});

test.describe('products', () => {
  test('presents every offering with a call to action', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.products);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    for (const name of [
      'Data Platform Modernisation',
      'Managed Data Operations',
      'Full Stack Product Development',
      'Microsoft Dynamics 365 Implementation',
      'Consultant Staffing',
    ]) {
      const offering = page.getByRole('region', { name, exact: true });
      await expect(offering.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(offering.getByRole('link').first()).toHaveAttribute('href', /^\/[a-z-]+$/);
    }
    await page
      .getByRole('navigation', { name: 'Offerings' })
      .getByRole('link', { name: 'Consultant Staffing' })
      .click();
    await expect(page).toHaveURL(/#consultant-staffing$/);
  });
});

test.describe('camera capture', () => {
  test('shows the live preview and the snapshot as a data URL', async ({ page }) => {
    await openPage(page, PUBLIC_ROUTES.camCapture);
    const video = page.getByLabel('Live camera preview');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth))
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Take A Snapshot' }).click();
    const snapshot = page.getByRole('img', { name: 'Snapshot taken with your camera' });
    await expect(snapshot).toBeVisible();
    await expect(snapshot).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('stops the camera when the page is left', async ({ page }) => {
    await page.addInitScript(() => {
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await original(constraints);
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams ??= [];
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.push(stream);
        return stream;
      };
    });
    await openPage(page, PUBLIC_ROUTES.camCapture);
    await expect(page.getByRole('button', { name: 'Take A Snapshot' })).toBeEnabled();
    const trackStates = () =>
      page.evaluate(() =>
        (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((stream) =>
          stream.getTracks().map((track) => track.readyState),
        ),
      );
    expect(await trackStates()).toContain('live');
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect.poll(trackStates).toEqual(expect.arrayContaining(['ended']));
    expect(await trackStates()).not.toContain('live');
  });

  for (const [errorName, message] of [
    ['NotAllowedError', 'Camera access was denied'],
    ['NotFoundError', 'No camera was found'],
  ] as const) {
    test(`explains a ${errorName} and offers to try again`, async ({ page }) => {
      await page.addInitScript((name) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('test', name));
      }, errorName);
      await openPage(page, PUBLIC_ROUTES.camCapture);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Take A Snapshot' })).toBeDisabled();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    });
  }
});
