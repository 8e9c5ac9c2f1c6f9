import type { Page, Request } from '@playwright/test';
import { pattern, said, t } from './language';

const CARD_PATTERNS = [/4242\s?4242\s?4242\s?4242/, /4000\s?0000\s?0000\s?0002/, /"cvc"/i, /"card"\s*:/i, /security_code/i];

/**
 * Watches every request the page makes: which went to our API (/v1/) carrying card data (a card
 * number, a CVC, a card object), and which went to the payment provider's own route.
 */
export function watchCardData(page: Page): { toApi: string[]; toProvider: string[] } {
  const seen = { toApi: [] as string[], toProvider: [] as string[] };
  const carriesCard = (request: Request) => {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    return CARD_PATTERNS.some((pattern) => pattern.test(text));
  };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!carriesCard(request)) return;
    if (pathname.startsWith('/v1/')) seen.toApi.push(`${request.method()} ${pathname}`);
    else if (pathname.startsWith('/payment-sandbox/')) seen.toProvider.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** The test provider's cards (README): 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined. */
export const PAID_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Types a card into the test provider's form on the page (its own fields) and presses Pay, in the test's language. */
export async function payWithCard(page: Page, number: string = PAID_CARD): Promise<void> {
  await page.getByLabel(t('Name on card')).fill('Ana Ruiz');
  await page.getByLabel(t('Card number')).fill(number);
  await page.getByLabel(t('Expiry (MM/YY)')).fill('12/30');
  await page.getByLabel(t('CVC')).fill('123');
  await page.getByRole('button', { name: pattern('Pay {amount}', { amount: said().amount }, '^') }).click();
}
