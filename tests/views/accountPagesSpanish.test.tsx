import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../src/locales/app/en.ts';
import { messages as spanish } from '../../src/locales/app/es.ts';
import type { Address } from '../../src/schemas/addressBody';
import type { GuidelinePageSummary } from '../../src/schemas/guidelinePage';
import type { AppConfig } from '../../src/schemas/config';
import type { Locale } from '../../src/schemas/locales';
import type { SubUser } from '../../src/schemas/subUser';
import type { TransitInfo } from '../../src/schemas/serviceCatalog';
import type { SubUserPage } from '../../src/services/subUsersApi';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppConfigContext } from '../../src/views/AppConfigContext';
import { AppEffectsContext, type AppEffects } from '../../src/views/AppEffectsContext';
import { SessionContext, type SessionActor, type SessionHandle } from '../../src/views/SessionContext';
import { profile } from './orders/harness';

// The account pages in Spanish, the API faked at its service modules. The expectations are written
// here in Spanish (what a Mexican customer reads), not looked up in the catalog.

const subUsers = { list: vi.fn<(query: { page: number; limit?: number }) => Promise<SubUserPage>>(), remove: vi.fn(), resendInvitation: vi.fn() };
vi.mock('../../src/services/subUsersApi.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/services/subUsersApi.ts')>()), subUsersApi: subUsers }));
const addressBook = vi.fn<() => Promise<Address[]>>();
vi.mock('../../src/services/serviceApi.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/services/serviceApi.ts')>();
  const transitInfo: TransitInfo = { typesOfTransportation: [], ports: [], securingEquipment: [], trailers: [], cities: [] };
  return { ...original, serviceApi: { ...original.serviceApi, addressBook, transitInfo: async () => transitInfo } };
});

const guidelinePages = vi.fn<() => Promise<readonly GuidelinePageSummary[]>>();
vi.mock('../../src/services/settingsApi.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/services/settingsApi.ts')>();
  return { ...original, settingsApi: { ...original.settingsApi, listGuidelinePages: () => guidelinePages() } };
});

const { SettingsLayout } = await import('../../src/views/layouts/SettingsLayout');
const { default: EditProfilePage } = await import('../../src/views/pages/EditProfilePage');
const { default: SubUsersPage } = await import('../../src/views/pages/SubUsersPage');
const { default: AddSubUserPage } = await import('../../src/views/pages/AddSubUserPage');
const { default: AddressBookPage } = await import('../../src/views/pages/AddressBookPage');
const { default: ChangePasswordPage } = await import('../../src/views/pages/ChangePasswordPage');

/** The contexts main.tsx provides, signed in as the harness's main user, with a language switch. */
function renderSignedIn(ui: ReactNode, changeLocale: (locale: Locale) => Promise<void> = async () => undefined) {
  const actor = {
    send: () => undefined,
    subscribe: () => ({ unsubscribe: () => {} }),
    getSnapshot: () => ({ value: 'signedIn', context: { profile }, children: {} }),
  } as unknown as SessionActor;
  const session: SessionHandle = { actor, fallback: 'signedIn' as SessionHandle['fallback'], ensure: vi.fn(async () => actor) };
  const effects: AppEffects = { showToast: () => undefined, whenIdle: (task) => (task(), () => undefined), changeLocale };
  return render(
    <MantineProvider env="test">
      <AppConfigContext.Provider value={{ apiBaseUrl: '', chatUrl: 'https://chat.example' } as AppConfig}>
        <AppEffectsContext.Provider value={effects}>
          <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        </AppEffectsContext.Provider>
      </AppConfigContext.Provider>
    </MantineProvider>,
  );
}

const ana: SubUser = { accountId: 's1', contactName: 'Ana Paz', contactNumber: '5550001111', email: 'ana@frontera.example', role: 'booker', invitationPending: false, createdAt: '2026-03-07T14:05:00.000Z' };
const beto: SubUser = { accountId: 's2', contactName: 'Beto Ruiz', contactNumber: '5550002222', email: 'beto@frontera.example', role: 'viewer', invitationPending: true, createdAt: '2026-03-08T09:00:00.000Z' };
const yard: Address = {
  _id: 'a1',
  type: 'pickup',
  addressDetails: { buildinName: 'Planta Apodaca', street: 'Av. Miguel Alemán 100', postalCode: '66600', city: 'Monterrey', state: 'Nuevo León', country: 'MX', latitude: 25.6866, longitude: -100.3161, cityId: 'monterrey-nl' },
  contactDetails: { contactName: 'Jefe de andén', contactNumber: '5551234567' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  subUsers.list.mockReset();
  addressBook.mockReset();
});
afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));
const inSpanish = () => i18n.loadAndActivate({ locale: 'es', messages: spanish });

describe('the profile in Spanish', () => {
  it('shows its fields, steps and language choice in Spanish, and a blank field\u2019s message too', async () => {
    inSpanish();
    renderSignedIn(<EditProfilePage title="Edit profile" params={{}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();
    expect(screen.getByText('Mantenga al día los datos de su empresa y de contacto.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('href', '/settings/password');
    expect(screen.getByText('Empresa y contacto')).toBeVisible();
    expect(screen.getByText('Referencias comerciales')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeVisible();
    expect(screen.getByText('PNG, JPEG, WebP o GIF, menos de 2 MB.')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Idioma' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Español' })).toBeChecked();

    const contactName = screen.getByRole('textbox', { name: 'Nombre de contacto' });
    await userEvent.clear(contactName);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El campo nombre de contacto es obligatorio')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue('Frontera Freight SA');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('lucia@frontera.example');
  });

  it('in English, choosing Español turns the app to Spanish through the app\u2019s language change', async () => {
    const changeLocale = vi.fn(async () => undefined);
    renderSignedIn(<EditProfilePage title="Edit profile" params={{}} />, changeLocale);
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    // Each language is named in itself, and marked as such for a screen reader.
    expect(within(group).getByText('Español')).toHaveAttribute('lang', 'es');
    await userEvent.click(within(group).getByRole('radio', { name: 'Español' }));
    expect(changeLocale).toHaveBeenCalledWith('es');
    expect(changeLocale).toHaveBeenCalledTimes(1);
  });
});

describe('the sub-users in Spanish', () => {
  it('lists them under Spanish headings, with their roles, dates and actions in Spanish', async () => {
    inSpanish();
    subUsers.list.mockResolvedValue({ subUsers: [ana, beto], pagination: { page: 1, limit: 10, total: 2, totalPages: 1 } });
    renderSignedIn(<SubUsersPage title="Sub-users" params={{}} />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Correo electrónico', 'Rol', 'Teléfono de contacto', 'Creado', 'Acciones']);
    const [, anaRow, betoRow] = within(table).getAllByRole('row');
    expect(within(anaRow!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ana Paz', 'ana@frontera.example', 'Solicitante', '5550001111', '7 mar 2026', 'Editar Ana PazEliminar Ana Paz']);
    expect(within(betoRow!).getByText('Observador')).toBeVisible();
    expect(within(betoRow!).getByText('Invitación enviada')).toBeVisible();
    expect(within(betoRow!).getByRole('button', { name: 'Reenviar la invitación a Beto Ruiz' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Subusuarios' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Agregar subusuario' })[0]).toHaveAttribute('href', '/sub-user/add-sub-user');

    await userEvent.click(within(anaRow!).getByRole('button', { name: 'Eliminar Ana Paz' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar este subusuario?' });
    expect(dialog).toHaveTextContent('Ana Paz (ana@frontera.example) perderá de inmediato el acceso a la cuenta de su empresa. Esto no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Eliminar subusuario' })).toBeVisible();
  });

  it('offers the roles below the main user\u2019s, and the invitation, in Spanish', async () => {
    inSpanish();
    renderSignedIn(<AddSubUserPage title="Add a sub-user" params={{}} />);
    const roles = await screen.findByRole('radiogroup', { name: 'Rol' });
    expect(within(roles).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['viewer', 'booker', 'admin']);
    expect(within(roles).getByRole('radio', { name: 'Observador' })).toBeVisible();
    expect(within(roles).getByRole('radio', { name: 'Solicitante' })).toBeChecked();
    expect(within(roles).getByRole('radio', { name: 'Administrador' })).toBeVisible();
    expect(within(roles).getByText('Además solicita y paga servicios.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Enviar una invitación por correo electrónico' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('El campo nombre de contacto es obligatorio')).toBeVisible();
  });
});

describe('the address book in Spanish', () => {
  it('shows both sides, the card and the deletion in Spanish', async () => {
    inSpanish();
    addressBook.mockResolvedValue([yard]);
    renderSignedIn(<AddressBookPage title="Address book" params={{}} />);
    const pickups = await screen.findByRole('region', { name: 'Direcciones de recolección' });
    const card = within(pickups).getByRole('article', { name: 'Planta Apodaca' });
    expect(within(card).getByText('Recolección')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Direcciones de entrega' })).getByText('Aún no hay direcciones de entrega. Se agregan al solicitar un servicio.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Libreta de direcciones' })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Eliminar Planta Apodaca' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar esta dirección?' });
    expect(dialog).toHaveTextContent('Planta Apodaca saldrá de su libreta de direcciones. Las órdenes ya realizadas la conservan.');
    expect(within(dialog).getByRole('button', { name: 'Eliminar dirección' })).toBeVisible();
  });

  it('says in Spanish that the book did not load, and offers to try again', async () => {
    inSpanish();
    addressBook.mockRejectedValue(new Error('offline'));
    renderSignedIn(<AddressBookPage title="Address book" params={{}} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar sus direcciones');
    expect(within(alert).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
  });
});

describe('change password in Spanish', () => {
  it('labels its fields and says what is missing in Spanish', async () => {
    inSpanish();
    renderSignedIn(<ChangePasswordPage title="Change password" params={{}} />);
    const form = screen.getByRole('form', { name: 'Cambiar contraseña' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(within(form).getByText('El campo contraseña actual es obligatorio')).toBeVisible());
    expect(within(form).getByLabelText('Nueva contraseña')).toBeVisible();
    expect(within(form).getByLabelText('Confirme la nueva contraseña')).toBeVisible();
  });
});

/** The settings layout around a page, on the address book. */
function renderSettings() {
  const location = memoryLocation({ path: '/settings/addresses' });
  renderSignedIn(
    <Router hook={location.hook}>
      <SettingsLayout>
        <p>page</p>
      </SettingsLayout>
    </Router>,
  );
}

describe('the settings list in Spanish', () => {
  it('names its pages, the guideline pages the catalog knows, Logout and the chat in Spanish; an operator\u2019s own title stays as written', async () => {
    inSpanish();
    const page = (title: string, slug: string, category: GuidelinePageSummary['category'], position: number): GuidelinePageSummary => ({ title, subTitle: '', slug, category, position, language: 'en' });
    guidelinePages.mockResolvedValue([page('Privacy policy', 'privacy-policy', 'policy', 1), page('Weekend pickups', 'weekend-pickups', 'help', 1)]);
    renderSettings();
    const nav = screen.getByRole('navigation', { name: 'Configuración' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(10));
    // The main user also sees the team's records (the activity log and the exports).
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Notificaciones',
      'Preferencias de notificación',
      'Cambiar contraseña',
      'Libreta de direcciones',
      'Seguridad',
      'Actividad del equipo',
      'Exportar registros',
      'Aviso de privacidad',
      'Weekend pickups',
      'Cerrar sesión',
    ]);
    expect(within(nav).getByRole('link', { name: 'Libreta de direcciones' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Chatear con nosotros' })).toHaveAttribute('href', 'https://chat.example');
  });

  it('asks for the guideline pages again after a switch to English, and lists their English titles', async () => {
    inSpanish();
    const page = (title: string, language: 'en' | 'es'): GuidelinePageSummary => ({ title, subTitle: '', slug: 'faq', category: 'help', position: 1, language });
    // The server answers in the page's language (what the request's Accept-Language says).
    guidelinePages.mockImplementation(async () => [i18n.locale === 'es' ? page('Preguntas frecuentes', 'es') : page('Frequently asked questions', 'en')]);
    renderSettings();
    const nav = screen.getByRole('navigation', { name: 'Configuración' });
    expect(await within(nav).findByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/settings/faq');
    const asked = guidelinePages.mock.calls.length;
    act(() => i18n.loadAndActivate({ locale: 'en', messages: english }));
    const englishNav = screen.getByRole('navigation', { name: 'Settings' });
    expect(await within(englishNav).findByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/settings/faq');
    expect(guidelinePages.mock.calls.length).toBe(asked + 1);
    expect(screen.getByText('page')).toBeVisible();
  });
});
