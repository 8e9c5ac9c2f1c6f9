import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/schemas/order';
import type { OperatorLocation, OrderDocuments } from '../../../src/schemas/orderTracking';
import { ApiError } from '../../../src/services/http';
import type { DocumentsChange, OrderChange } from '../../../src/services/ordersApi';
import { aDocument, assignedOrder, completedOrder, documentsOf, locationOf, sampleOrder } from '../../machines/orderFixtures';
import { renderWithApp } from './harness';

// The page's machine calls the API: a fake of that one service module stands in for the server.
const api = {
  order: vi.fn<(id: string) => Promise<Order>>(),
  cancel: vi.fn<(id: string) => Promise<OrderChange>>(),
  rate: vi.fn<(id: string, body: { rating: number; review?: string }) => Promise<OrderChange>>(),
  saveEntryNum: vi.fn<(id: string, body: { entryNum: string }) => Promise<OrderChange>>(),
  documents: vi.fn<(id: string) => Promise<OrderDocuments>>(),
  uploadDocument: vi.fn<(id: string, file: File, type: string) => Promise<DocumentsChange>>(),
  operatorLocation: vi.fn<(id: string) => Promise<OperatorLocation>>(),
};
vi.mock('../../../src/services/ordersApi.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../src/services/ordersApi.ts')>()), ordersApi: api }));
// The share section's own calls: no links yet.
vi.mock('../../../src/services/trackingApi.ts', () => ({ trackingApi: { links: async () => [] } }));
// The crossing section's: a northbound checklist with nothing provided yet.
vi.mock('../../../src/services/crossingApi.ts', async () => {
  const { northbound, southbound } = await import('../../machines/crossingFixtures');
  return { crossingApi: { checklist: async (id: string) => ({ ...(id === 'CC26000008' ? southbound() : northbound()), movementId: id }) } };
});

const { default: OrderPage } = await import('../../../src/views/pages/OrderPage');

const renderPage = (order: Order | Error, id = 'CC26000001') => {
  if (order instanceof Error) api.order.mockRejectedValue(order);
  else {
    api.order.mockResolvedValue(order);
    api.documents.mockResolvedValue(documentsOf(order));
    api.operatorLocation.mockResolvedValue(locationOf(order));
  }
  return renderWithApp(<OrderPage title="Order" params={{ id }} />, { path: `/my-orders/service/${id}` });
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('OrderPage (/my-orders/service/{id})', () => {
  it('[route.unknown-404] an unknown id, or another company\u2019s, shows the not-found page', async () => {
    renderPage(new ApiError(404, 'Order not found'), 'CC99999999');
    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('[order.proof-done] [order.user-upload] a new order: status, route, price, no carrier yet, both checks open, uploads not yet', async () => {
    renderPage(sampleOrder());
    expect(await screen.findByTestId('order-title')).toHaveTextContent('Order CC26000001');
    expect(screen.getAllByText('Looking for a carrier').length).toBeGreaterThan(0);
    expect(screen.getByText('Planta Apodaca')).toBeInTheDocument();
    expect(screen.getByText('DFW Crossdock')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,540.00');
    expect(screen.getByTestId('carrier-unassigned')).toBeInTheDocument();
    // The documents part is its own chunk: it comes a moment after the page.
    expect(await screen.findByTestId('check-proof')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('check-user-upload')).toHaveAttribute('data-done', 'false');
    expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(api.operatorLocation).not.toHaveBeenCalled();
    expect(screen.queryByTestId('rating-form')).not.toBeInTheDocument();
  });

  it('an unpaid order says so, by when to pay it, and offers Pay now; a cancelled one says when, and no carrier is looked for', async () => {
    renderPage(sampleOrder({ paymentStatus: 'unpaid', payBy: '2026-04-03T10:00:00.000Z' }));
    const payment = await screen.findByTestId('payment-section');
    expect(within(payment).getByTestId('payment-badge')).toHaveTextContent('Unpaid');
    expect(payment).toHaveTextContent(/Pay by .+, or the order is cancelled/);
    expect(within(payment).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('a cancelled paid order: refund pending, the day it was cancelled, and no carrier search', async () => {
    renderPage(sampleOrder({ status: 'Cancelled', paymentStatus: 'refundPending', statusHistory: [{ status: 'NewAssignments', at: '2026-04-01T10:00:00.000Z' }, { status: 'Cancelled', at: '2026-04-02T10:00:00.000Z' }] }));
    const payment = await screen.findByTestId('payment-section');
    expect(within(payment).getByTestId('payment-badge')).toHaveTextContent('Refund pending');
    expect(payment).toHaveTextContent('is being refunded to your card');
    expect(within(payment).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByTestId('carrier-cancelled')).toHaveTextContent(/This order was cancelled on .+, so no carrier will take it\./);
    expect(screen.queryByTestId('carrier-unassigned')).not.toBeInTheDocument();
  });

  it('an assigned order shows the carrier, the operator location with a map link, and the user-upload check done', async () => {
    renderPage(assignedOrder());
    const carrier = await screen.findByTestId('carrier');
    expect(within(carrier).getByText('Transportes Norte')).toBeInTheDocument();
    const location = await screen.findByText('Near Colombia Solidarity Bridge');
    expect(location).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in map/ })).toHaveAttribute('href', expect.stringContaining('openstreetmap.org/?mlat=25.6866&mlon=-100.3161'));
    expect(screen.getByTestId('check-user-upload')).toHaveAttribute('data-done', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.operatorLocation).toHaveBeenCalledTimes(2));
  });

  it('a failed location refresh says so and keeps the last known location', async () => {
    renderPage(assignedOrder());
    expect(await screen.findByText('Near Colombia Solidarity Bridge')).toBeInTheDocument();
    api.operatorLocation.mockRejectedValueOnce(new ApiError(503, 'Something is wrong please try again'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const card = screen.getByTestId('operator-location');
    expect(await within(card).findByText('Something is wrong please try again')).toBeInTheDocument();
    expect(within(card).getByText('Near Colombia Solidarity Bridge')).toBeInTheDocument();
    expect(within(card).getByText(/last known, reported/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Open in map/ })).toBeInTheDocument();
  });

  it('cancel asks for confirmation, then shows the cancelled order and the server message', async () => {
    const { toasts } = renderPage(sampleOrder());
    api.cancel.mockResolvedValue({ order: sampleOrder({ status: 'Cancelled', statusHistory: [...sampleOrder().statusHistory, { status: 'Cancelled', at: '2026-03-31T10:00:00.000Z' }] }), message: 'Order cancelled successfully' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.cancel).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.getAllByTestId('status-badge')[0]).toHaveTextContent('Cancelled'));
    expect(api.cancel).toHaveBeenCalledWith('CC26000001');
    expect(toasts).toContainEqual({ message: 'Order cancelled successfully', type: 'success' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a refused cancel keeps its message in the dialog', async () => {
    renderPage(sampleOrder());
    api.cancel.mockRejectedValue(new ApiError(500, 'Something is wrong please try again'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Something is wrong please try again');
  });

  it('a northbound order: the US entry number is a paper of the crossing, not a field of its own', async () => {
    renderPage(assignedOrder());
    const crossing = await screen.findByTestId('crossing');
    expect(await within(crossing).findByTestId('crossing-usEntry')).toHaveTextContent('US customs entry number');
    expect(within(crossing).getByTestId('crossing-readiness')).toHaveTextContent('0 of 2 ready');
    expect(screen.queryByTestId('entry-number-section')).not.toBeInTheDocument();
  });

  it('entry number (southbound): checked by the schema, saved, and the server\u2019s field message shows under the field', async () => {
    const southbound = { service: { _id: 'southbound', title: 'Southbound Service' } } as const;
    const { toasts } = renderPage(assignedOrder(southbound));
    const field = await screen.findByRole('textbox', { name: 'Entry number' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('entry number is required')).toBeInTheDocument();
    expect(api.saveEntryNum).not.toHaveBeenCalled();

    api.saveEntryNum.mockRejectedValueOnce(new ApiError(400, 'Please fill up your field !', { entryNum: 'This entry number is already filed on another order.' }));
    await userEvent.type(field, 'E-2026-0042');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This entry number is already filed on another order.')).toBeInTheDocument();

    api.saveEntryNum.mockResolvedValueOnce({ order: assignedOrder({ ...southbound, entryNum: 'E-2026-0042' }), message: 'Entry number saved successfully' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Entry number saved successfully', type: 'success' }));
    expect(api.saveEntryNum).toHaveBeenLastCalledWith('CC26000001', { entryNum: 'E-2026-0042' });
    expect(screen.getByRole('textbox', { name: 'Entry number' })).toHaveValue('E-2026-0042');
  });

  it('[val.upload-size] a file of 2MB is refused before sending; a smaller one is uploaded and listed', async () => {
    const { container } = renderPage(assignedOrder());
    await screen.findByRole('button', { name: 'Upload document' });
    await waitFor(() => expect(screen.getByTestId('documents-empty')).toBeInTheDocument());
    // The order's documents take WebP too; the crossing's papers (their own section) do not.
    const documentInputs = () => container.ownerDocument.querySelectorAll<HTMLInputElement>('input[type="file"][accept*="image/webp"]');
    const inputs = documentInputs();
    expect(inputs).toHaveLength(2);
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(inputs[0]!, big);
    expect(await screen.findByTestId('upload-error')).toHaveTextContent('File size must be less than 2MB.');
    expect(api.uploadDocument).not.toHaveBeenCalled();

    api.uploadDocument.mockResolvedValue({ documents: documentsOf(assignedOrder(), [aDocument]), message: 'Document uploaded successfully' });
    const small = new File(['%PDF-1.4'], 'commercial-invoice.pdf', { type: 'application/pdf' });
    await userEvent.upload(documentInputs()[0]!, small);
    expect(await screen.findByRole('link', { name: 'commercial-invoice.pdf' })).toHaveAttribute('href', aDocument.url);
    expect(api.uploadDocument).toHaveBeenCalledWith('CC26000001', small, 'doc');
    expect(screen.queryByTestId('upload-error')).not.toBeInTheDocument();
  });

  it('a completed order offers the rating form (1–5 stars required), then shows the rating read-only', async () => {
    const { toasts } = renderPage(completedOrder());
    const form = await screen.findByTestId('rating-form');
    expect(await screen.findByTestId('check-proof')).toHaveAttribute('data-done', 'true');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(api.rate).not.toHaveBeenCalled();

    api.rate.mockResolvedValue({
      order: completedOrder({ rating: { rating: 4, review: 'Smooth crossing', ratedAt: '2026-04-03T10:00:00.000Z' } }),
      message: 'Thank you for rating this service.',
    });
    // A star is chosen by its label (a click) or by the keyboard; the radio alone only previews.
    within(form).getByRole('radio', { name: '4 stars' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.type(within(form).getByPlaceholderText('What went well, what could be better'), 'Smooth crossing');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit rating' }));
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('Smooth crossing');
    expect(api.rate).toHaveBeenCalledWith('CC26000001', { rating: 4, review: 'Smooth crossing' });
    expect(toasts).toContainEqual({ message: 'Thank you for rating this service.', type: 'success' });
    expect(screen.queryByTestId('rating-form')).not.toBeInTheDocument();
  });

  it('[err.rethrow] a failed load shows the message and retries', async () => {
    api.order.mockRejectedValueOnce(new ApiError(0, 'Something is wrong please try again')).mockResolvedValue(sampleOrder());
    api.documents.mockResolvedValue(documentsOf(sampleOrder()));
    renderWithApp(<OrderPage title="Order" params={{ id: 'CC26000001' }} />, { path: '/my-orders/service/CC26000001' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong please try again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-title')).toBeInTheDocument();
  });

  it('issue 17.3: a late order says so in the customer\u2019s words; an order that moved on does not', async () => {
    const view = renderPage(sampleOrder({ delays: ['pickupLate'] }));
    const warning = await screen.findByTestId('delay-warning');
    expect(warning).toHaveTextContent('Pickup is late: no carrier assigned yet');
    view.unmount();
    const inTransit = assignedOrder({ status: 'InProgress', estimatedArrival: '2026-04-02T22:00:00.000Z', delays: ['arrivalLate'] });
    const second = renderPage(inTransit);
    expect(await screen.findByTestId('delay-warning')).toHaveTextContent('Running late: past the estimated arrival');
    expect(screen.getByTestId('order-eta')).toBeInTheDocument();
    second.unmount();
    renderPage(completedOrder({ delays: ['arrivalLate'] }));
    expect(await screen.findByTestId('order-title')).toBeInTheDocument();
    expect(screen.queryByTestId('delay-warning')).not.toBeInTheDocument();
  });
});
