import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubUser } from '../../src/schemas/subUser';
import { ApiError } from '../../src/services/http';
import type { SubUserPage, SubUserRemoved } from '../../src/services/subUsersApi';
import { renderWithApp } from './orders/harness';

// /sub-user against its machine, the API faked at its one service module. The expectations are the
// spec's (§3 a sub-user's fields, §4 deletion removes the entry locally) and the fixtures' values.

const api = {
  list: vi.fn<(query: { page: number; limit?: number }) => Promise<SubUserPage>>(),
  remove: vi.fn<(accountId: string) => Promise<SubUserRemoved>>(),
  resendInvitation: vi.fn(),
};
vi.mock('../../src/services/subUsersApi.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/services/subUsersApi.ts')>()), subUsersApi: api }));

const { default: SubUsersPage } = await import('../../src/views/pages/SubUsersPage');

const ana: SubUser = { accountId: 's1', contactName: 'Ana Paz', contactNumber: '5550001111', email: 'ana@frontera.example', role: 'booker', invitationPending: false, createdAt: '2026-03-07T14:05:00.000Z' };
const beto: SubUser = { accountId: 's2', contactName: 'Beto Ruiz', contactNumber: '5550002222', email: 'beto@frontera.example', role: 'viewer', invitationPending: false, createdAt: '2026-03-08T09:00:00.000Z' };
const twoOfThem: SubUserPage = { subUsers: [ana, beto], pagination: { page: 1, limit: 10, total: 2, totalPages: 1 } };

const renderPage = () => renderWithApp(<SubUsersPage title="Sub-users" params={{}} />, { path: '/sub-user' });

/** The table's cells of the row naming `name`, keyed by their column's heading. */
function rowOf(name: string): Record<string, string> {
  const table = screen.getByRole('table');
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const row = within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  const cells = within(row).getAllByRole('cell');
  return Object.fromEntries(headings.map((h, i) => [h, cells[i]?.textContent ?? '']));
}
const listedNames = () => within(screen.getByRole('table')).queryAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0]!.textContent);

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.list.mockResolvedValue(twoOfThem);
});

describe('SubUsersPage (/sub-user)', () => {
  it('[role.main-manages-subusers] lists each sub-user\u2019s name, email and contact number under their headings', async () => {
    renderPage();
    await screen.findByRole('table');
    expect(rowOf('Ana Paz')).toMatchObject({ Name: 'Ana Paz', Email: 'ana@frontera.example', 'Contact number': '5550001111' });
    expect(rowOf('Beto Ruiz')).toMatchObject({ Name: 'Beto Ruiz', Email: 'beto@frontera.example', 'Contact number': '5550002222' });
  });

  it('[subuser.delete-local] Delete sub-user in the dialog deletes that one and it leaves the list; Cancel keeps it', async () => {
    const { toasts } = renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Ana Paz' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this sub-user?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.remove).not.toHaveBeenCalled();
    expect(listedNames()).toEqual(['Ana Paz', 'Beto Ruiz']);

    api.remove.mockResolvedValue({ accountId: 's1', message: 'Sub-user deleted successfully' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Ana Paz' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this sub-user?' })).getByRole('button', { name: 'Delete sub-user' }));
    await waitFor(() => expect(listedNames()).toEqual(['Beto Ruiz']));
    expect(api.remove).toHaveBeenCalledWith('s1');
    expect(api.list).toHaveBeenCalledTimes(1);
    expect(toasts).toContainEqual({ message: 'Sub-user deleted successfully' });
  });

  it('[err.rethrow] a refused deletion shows the server\u2019s message above the list, which stays', async () => {
    renderPage();
    await screen.findByRole('table');
    api.remove.mockRejectedValue(new ApiError(500, 'Something is wrong please try again'));
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete Beto Ruiz' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete sub-user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong please try again');
    expect(listedNames()).toEqual(['Ana Paz', 'Beto Ruiz']);
  });
});
