import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { wallClockAt } from '../src/schemas/order';
import { adminApi, createCustomer, signInByApi, uniqueEmail } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';

// Issue 36 end to end, against the real server: a week before the pickup, the order page says which
// papers the crossing still lacks; the customer provides them, the operator rejects one with a
// reason, the customer provides it again, and the order turns ready as the operator accepts.

/** A pickup a week from now at 08:00 on the border's clock. */
function aWeekAhead(): { date: string; time: string } {
  const date = wallClockAt(new Date(Date.now() + 7 * 86_400_000)).slice(0, 10);
  return { date, time: '08:00' };
}

/** A Viewer of the customer's company, with a password set now, through the API. */
async function inviteViewer(request: APIRequestContext, owner: { email: string; password: string }): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('viewer');
  const password = 'Border-Run-2026';
  const response = await request.post('/v1/user/sub/user', {
    headers: { Authorization: `Bearer ${await accessTokenOf(request, owner)}` },
    data: { contactName: 'Vera Viewer', contactNumber: '5550102030', email, role: 'viewer', access: 'password', password },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const paper = (page: Page, kind: string): Locator => page.getByTestId(`crossing-${kind}`);

/** Picks a file through the paper's own button, as the customer does. */
async function upload(page: Page, kind: string, button: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await paper(page, kind).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('a week before pickup: the papers the crossing lacks, provided, one rejected and provided again, then ready', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'crossing' });
  const movementId = await createPaidOrder(request, customer, { schedule: aWeekAhead() });
  await signInByApi(page.context(), baseURL!, customer);
  await page.goto(`/my-orders/service/${movementId}#crossing`);

  // Northbound, a full truck: the commercial invoice and the US entry number; the packing list optional.
  const section = page.getByTestId('crossing');
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 2 ready');
  await expect(section.getByTestId('crossing-next')).toHaveText('Next: upload the commercial invoice');
  await expect(paper(page, 'packingList')).toContainText('Optional for this load');
  // The entry number is this checklist's paper now: no second field for it.
  await expect(page.getByTestId('entry-number-section')).toHaveCount(0);

  // A file that only claims to be a PDF: the server reads its bytes and says no; nothing changes.
  await upload(page, 'commercialInvoice', 'Upload', { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') });
  await expect(paper(page, 'commercialInvoice')).toContainText('Only PDF, JPEG or PNG files can be provided for the crossing.');
  await expect(paper(page, 'commercialInvoice')).toHaveAttribute('data-status', 'missing');

  await upload(page, 'commercialInvoice', 'Upload', { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(paper(page, 'commercialInvoice')).toHaveAttribute('data-status', 'uploaded');
  await expect(paper(page, 'commercialInvoice').getByRole('link', { name: /\.pdf$/ })).toBeVisible();
  await expect(section.getByTestId('crossing-next')).toHaveText('Next: add the US entry number');

  // The US entry number, a form: a blank one is refused on the form, then saved.
  await paper(page, 'usEntry').getByRole('button', { name: 'Fill in' }).click();
  const entry = paper(page, 'usEntry').getByRole('textbox', { name: 'US customs entry number' });
  await entry.fill('3901-2026-004512');
  await paper(page, 'usEntry').getByRole('button', { name: 'Save' }).click();
  await expect(paper(page, 'usEntry')).toHaveAttribute('data-status', 'uploaded');
  await expect(paper(page, 'usEntry').getByTestId('crossing-data')).toHaveText('3901-2026-004512');
  await expect(section.getByTestId('crossing-next')).toHaveText('Waiting for our review of the commercial invoice');

  // The operator rejects the invoice with a reason: the page hears it and says why.
  await adminApi(request, 'POST', `/v1/admin/orders/${movementId}/crossing/commercialInvoice/review`, { decision: 'reject', reason: 'The invoice is not signed.' });
  await expect(paper(page, 'commercialInvoice')).toHaveAttribute('data-status', 'rejected');
  await expect(paper(page, 'commercialInvoice').getByTestId('crossing-reason')).toHaveText('Rejected: The invoice is not signed.');
  await expect(section.getByTestId('crossing-next')).toHaveText('Next: upload the commercial invoice again (rejected)');

  await upload(page, 'commercialInvoice', 'Provide again', { name: 'invoice-signed.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(paper(page, 'commercialInvoice')).toHaveAttribute('data-status', 'uploaded');

  // Accepted, both: the order is ready, and an accepted paper offers no change.
  await adminApi(request, 'POST', `/v1/admin/orders/${movementId}/crossing/commercialInvoice/review`, { decision: 'accept' });
  await adminApi(request, 'POST', `/v1/admin/orders/${movementId}/crossing/usEntry/review`, { decision: 'accept' });
  await expect(section.getByTestId('crossing-readiness')).toHaveText('2 of 2 ready');
  await expect(section.getByTestId('crossing-next')).toHaveText('Ready for the crossing: every required paper is accepted.');
  await expect(paper(page, 'commercialInvoice').getByRole('button')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).include('[data-testid="crossing"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('claiming USMCA asks for the certification of origin; a wrong type is refused before sending', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'usmca' });
  const movementId = await createPaidOrder(request, customer, { schedule: aWeekAhead() });
  await signInByApi(page.context(), baseURL!, customer);
  await page.goto(`/my-orders/service/${movementId}`);
  const section = page.getByTestId('crossing');
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 2 ready');

  // The box shows what the server has on record: it changes once the claim is saved.
  const claim = section.getByRole('checkbox', { name: 'We claim USMCA preferential treatment for these goods' });
  await claim.click();
  await expect(claim).toBeChecked();
  await expect(paper(page, 'usmcaCertificate')).toBeVisible();
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 3 ready');

  // A WebP photo: the browser says which types at once, and sends nothing.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/crossing/usmcaCertificate')) sent += 1;
  });
  await upload(page, 'usmcaCertificate', 'Upload', { name: 'certificate.webp', mimeType: 'image/webp', buffer: Buffer.from('RIFF0000WEBPVP8 ') });
  await expect(paper(page, 'usmcaCertificate')).toContainText('Only PDF, JPEG or PNG files can be provided for the crossing.');
  expect(sent).toBe(0);

  // Withdrawn: no certification asked for any more.
  await claim.click();
  await expect(claim).not.toBeChecked();
  await expect(paper(page, 'usmcaCertificate')).toHaveCount(0);
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 2 ready');
});

test('@phone the Carta Porte by touch on a southbound shared load', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'cartaporte' });
  const movementId = await createPaidOrder(request, customer, { schedule: aWeekAhead(), southbound: true });
  await signInByApi(page.context(), baseURL!, customer);
  await page.goto(`/my-orders/service/${movementId}`);
  const section = page.getByTestId('crossing');
  // Southbound, a shared trailer: invoice, packing list, Carta Porte and customs broker, all required.
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 4 ready');

  const carta = paper(page, 'cartaPorte');
  await carta.getByRole('button', { name: 'Fill in' }).tap();
  // Saved empty: each field says what it needs, and nothing is sent.
  await carta.getByRole('button', { name: 'Save' }).tap();
  await expect(carta.getByText('SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)')).toBeVisible();
  await carta.getByRole('textbox', { name: 'Goods description' }).fill('Auto parts: brake discs');
  await carta.getByRole('textbox', { name: 'SAT product key' }).fill('25174000');
  await carta.getByRole('textbox', { name: 'Quantity' }).fill('120');
  await carta.getByRole('textbox', { name: 'Weight (kg)' }).fill('950');
  await carta.getByRole('radio', { name: 'No' }).tap();
  await carta.getByRole('button', { name: 'Save' }).tap();
  await expect(carta).toHaveAttribute('data-status', 'uploaded');
  await expect(carta.getByTestId('crossing-data')).toHaveText('1 line of goods: Auto parts: brake discs');

  // The broker, with a pedimento that is not under the broker's patent: refused on its field.
  const broker = paper(page, 'customsBroker');
  await broker.getByRole('button', { name: 'Fill in' }).tap();
  await broker.getByRole('textbox', { name: 'Customs broker name' }).fill('Agencia Aduanal Garza');
  await broker.getByRole('textbox', { name: 'Patent' }).fill('3456');
  await broker.getByRole('textbox', { name: 'Pedimento' }).fill('26 24 1111 6001234');
  await broker.getByRole('button', { name: 'Save' }).tap();
  await expect(broker.getByText('The pedimento’s digits 5 to 8 must be the customs broker’s patent.')).toBeVisible();
  await broker.getByRole('textbox', { name: 'Pedimento' }).fill('26 24 3456 6001234');
  await broker.getByRole('button', { name: 'Save' }).tap();
  await expect(broker).toHaveAttribute('data-status', 'uploaded');
  await expect(broker.getByTestId('crossing-data')).toHaveText('Agencia Aduanal Garza, patent 3456, pedimento 262434566001234');
  await expect(section.getByTestId('crossing-next')).toHaveText('Next: upload the commercial invoice');
});

test('a Viewer sees the papers and changes none', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'viewer-papers' });
  const movementId = await createPaidOrder(request, customer, { schedule: aWeekAhead() });
  const viewer = await inviteViewer(request, customer);
  await signInByApi(page.context(), baseURL!, viewer);
  await page.goto(`/my-orders/service/${movementId}`);
  const section = page.getByTestId('crossing');
  await expect(section.getByTestId('crossing-readiness')).toHaveText('0 of 2 ready');
  await expect(section.getByText('Your role can see these papers but not change them.')).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
  await expect(section.getByRole('checkbox')).toBeDisabled();
});
