import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInOnce } from './support/admin';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type GuidelinePage = { title: string; subTitle: string; body: string };

/** A page as the server has it, and the text of its first Markdown heading. */
async function serverPage(page: Page, slug: string): Promise<GuidelinePage & { firstHeading: string }> {
  const response = await page.request.get(`/v1/common/guidelinePages/user/${slug}`);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: GuidelinePage };
  const firstHeading = /^#{1,3}\s+(.+)$/m.exec(data.body)?.[1]?.trim();
  if (!firstHeading) throw new Error(`${slug} has no heading`);
  return { ...data, firstHeading: firstHeading.replace(/\*\*/g, '') };
}

for (const { path, slug, title } of [
  { path: '/privacy-policy-cargo-connects', slug: 'privacy-policy-cargo-connects', title: 'Privacy policy' },
  { path: '/terms-condition', slug: 'terms-condition', title: 'Terms and conditions' },
]) {
  test(`[route.public] ${path} renders its guideline page from the server`, async ({ page }) => {
    const server = await serverPage(page, slug);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('markdown');
    await expect(body.getByRole('heading', { level: 2, name: server.firstHeading }).first()).toBeVisible();
    await expect(body.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    // Markdown, not raw text: no '##' or '**' reaches the screen.
    await expect(body).not.toContainText('##');
    await expect(body).not.toContainText('**');
    await expectNoSeriousAxeViolations(page);
  });
}

test('[footer.links] /about-us has real content and the Newsroom, Blog and Careers anchors the footer links to', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText(/marketplace for cross-border trucking between the United States and Mexico/)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/lorem ipsum/i);
  for (const [id, heading] of [
    ['newsroom', 'News and product updates'],
    ['blog', 'Practical guides for cross-border shippers'],
    ['careers', 'Work with us'],
  ] as const) {
    await expect(page.locator(`#${id}`)).toHaveText(heading);
  }
  await expectNoSeriousAxeViolations(page);

  // Opened cold at an anchor, and from the footer while already on the page, the section scrolls into view.
  await page.goto('/about-us#careers');
  await expect(page.locator('#careers')).toBeInViewport();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsroom' }).click();
  await expect(page).toHaveURL(/\/about-us#newsroom$/);
  await expect(page.locator('#newsroom')).toBeInViewport();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/about-us#blog$/);
  await expect(page.locator('#blog')).toBeInViewport();
});

test('[route.public] /contact-us validates the form, then sends it', async ({ page }) => {
  let sends = 0;
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/v1/common/contact') && sends++);
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  // The company's details: addresses to write to and the business hours in Central Time.
  await expect(page.getByRole('link', { name: 'support@cargoconnects.example' })).toHaveAttribute('href', 'mailto:support@cargoconnects.example');
  await expect(page.getByText(/Central Time/)).toBeVisible();

  await page.getByRole('button', { name: 'Send message' }).click();
  for (const m of ['name is required', 'email is required', 'message is required']) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lucía Ortega');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lucia.example.com');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555 12');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('55512');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you run reefer loads through Pharr – Reynosa every week?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid contact-number format', { exact: true })).toBeVisible();
  expect(sends).toBe(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lucia@frontera.example');
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Frontera Freight');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('5551234567');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you. We will get back to you within one business day.');
  expect(sends).toBe(1);
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
});

test('[layout.settings] the settings list shows Notifications, the account pages (issue 18.7), the server pages by position, then Logout; each page renders its Markdown', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  const [privacy, faq] = [await serverPage(page, 'privacy-policy-cargo-connects'), await serverPage(page, 'faq')];
  await page.goto('/settings/notifications');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(nav.getByRole('link', { name: 'Frequently asked questions' })).toBeVisible();
  // The main user also has the security page and the team's records (issue 37).
  await expect(nav.getByRole('link')).toHaveText(['Notifications', 'Notification preferences', 'Change password', 'Address book', 'Security', 'Team activity', 'Export records', 'Privacy policy', 'Terms and conditions', 'Frequently asked questions', 'Logout']);

  await nav.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL(/\/settings\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: faq.title })).toBeVisible();
  await expect(page.getByText(faq.subTitle)).toBeVisible();
  await expect(page.getByTestId('markdown').getByRole('heading', { level: 2, name: faq.firstHeading })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(`${faq.title} · Cargo Connects`);
  await expectNoSeriousAxeViolations(page);

  await nav.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/settings\/privacy-policy-cargo-connects$/);
  await expect(page.getByRole('heading', { level: 1, name: privacy.title })).toBeVisible();
  await expect(page.getByTestId('markdown').getByRole('heading', { level: 2, name: privacy.firstHeading }).first()).toBeVisible();

  // The how-it-works carousel comes from the server's how-it-works pages and links to them.
  const carousel = page.getByRole('region', { name: 'How it works cards' });
  await expect(carousel.getByRole('heading', { name: 'Register your company' })).toBeVisible();
  await carousel.getByRole('link', { name: 'Read more about Register your company' }).click();
  await expect(page).toHaveURL(/\/settings\/register-your-company$/);
  // The carousel scrolls inside its own box: the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();

  await page.goto('/settings/no-such-page');
  await expect(page.getByTestId('guideline-not-found')).toContainText('Page not found');
});

test('[err.settings-logged] when the guideline pages cannot load, the failure is logged, the loader goes and the list keeps Notifications, the account pages and Logout', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route(/\/v1\/common\/guidelinePages\/user$/, (route) => route.abort());
  await page.goto('/settings/notifications');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await expect(page.getByTestId('settings-pages-loading')).toHaveCount(0);
  await expect(nav.getByRole('link')).toHaveText(['Notifications', 'Notification preferences', 'Change password', 'Address book', 'Security', 'Team activity', 'Export records', 'Logout']);
  await expect.poll(() => errors.some((e) => e.includes('guideline pages'))).toBe(true);
  // No message for the user; the carousel falls back to the product's own steps.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'How it works cards' }).getByRole('heading', { name: 'Get verified' })).toBeVisible();
});
