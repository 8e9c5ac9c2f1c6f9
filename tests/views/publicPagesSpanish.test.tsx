import { i18n } from '@lingui/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '../../src/locales/app/en.ts';
import { messages as spanish } from '../../src/locales/app/es.ts';
import type { GuidelinePage } from '../../src/schemas/guidelinePage';
import { Messages } from '../../src/schemas/messages';
import type { AppConfig } from '../../src/schemas/config';
import type { LoginResult } from '../../src/services/authApi';
import { ApiError } from '../../src/services/http';
import { AppConfigContext } from '../../src/views/AppConfigContext';
import { Footer } from '../../src/views/components/Footer';
import { PublicHeader } from '../../src/views/components/PublicHeader';
import { renderWithApp } from './orders/harness';

// The landing and the sign-in page as a Mexican visitor reads them. The expectations are the
// Spanish words themselves, written here, not looked up in the catalog.

const logIn = vi.fn<(credentials: { email: string; password: string }) => Promise<LoginResult>>();
vi.mock('../../src/services/authApi.ts', () => ({ authApi: { logIn: (credentials: { email: string; password: string }) => logIn(credentials) } }));
const getGuidelinePage = vi.fn<(slug: string) => Promise<GuidelinePage>>();
vi.mock('../../src/services/settingsApi.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/services/settingsApi.ts')>();
  return { ...original, settingsApi: { ...original.settingsApi, getGuidelinePage: (slug: string) => getGuidelinePage(slug) } };
});

const { default: LandingPage } = await import('../../src/views/pages/LandingPage');
const { default: LoginPage } = await import('../../src/views/pages/LoginPage');
const { default: RegisterPage } = await import('../../src/views/pages/RegisterPage');
const { default: TermsPage } = await import('../../src/views/pages/TermsPage');

const config = { apiBaseUrl: '', carrierSiteUrl: 'https://carriers.example', appStoreUrl: 'https://apps.example/ios', playStoreUrl: 'https://apps.example/android' } as AppConfig;
const withConfig = (ui: ReactNode) => render(<AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>);

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'es', messages: spanish });
  logIn.mockReset();
  getGuidelinePage.mockReset();
});
afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

describe('the landing in Spanish', () => {
  it('says what the product does, and its calls to action, in Spanish', () => {
    withConfig(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Carga transfronteriza, reservada en minutos.');
    expect(screen.getByText('Autotransporte EE. UU. – México')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un servicio' })).toHaveAttribute('href', '/additional-details');
    expect(screen.getByRole('link', { name: 'Crear una cuenta de empresa' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Regístrese gratis' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Soy transportista' })).toHaveAttribute('href', 'https://carriers.example');
    expect(screen.getByRole('heading', { level: 2, name: 'Del registro a la entrega en cinco pasos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Registre su empresa' })).toBeInTheDocument();
    // The quote form: its fields, and the catalog's words and places, in Spanish.
    const form = screen.getByRole('form', { name: '¿Qué envía y hacia dónde?' });
    expect(within(form).getByRole('option', { name: 'Servicio al norte (MX → EE. UU.)' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Tipo de transporte y modalidad')).toHaveTextContent('FTL · Caja seca');
    expect(within(form).getAllByRole('group', { name: 'Ciudades de México' })).toHaveLength(2);
    expect(within(form).getAllByRole('option', { name: 'Ciudad de México, Ciudad de México' })).toHaveLength(2);
    expect(within(form).getByRole('button', { name: 'Ver mi precio' })).toBeInTheDocument();
    // Place names stay as they are.
    expect(screen.getByText('Laredo – Nuevo Laredo')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Cross-border freight|Request a service|Free User Account/);
  });

  it('the header and the footer name their parts in Spanish', () => {
    withConfig(
      <>
        <PublicHeader />
        <Footer />
      </>,
    );
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getAllByRole('link').map((link) => link.textContent)).toEqual(['Mis órdenes', 'Servicio', 'Nosotros', 'Contacto']);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeInTheDocument();
    for (const logo of screen.getAllByRole('link', { name: 'Cargo Connects inicio' })) expect(logo).toHaveAttribute('href', '/');
    const help = screen.getByRole('navigation', { name: 'Ayuda' });
    expect(within(help).getAllByRole('link').map((link) => link.textContent)).toEqual(['Contacto', 'Aviso de privacidad', 'Términos y condiciones']);
    expect(screen.getByText(`© ${new Date().getFullYear()} Cargo Connects. Todos los derechos reservados.`)).toBeInTheDocument();
    expect(screen.getByText('Descargue la aplicación')).toBeInTheDocument();
  });
});

describe('the sign-in page in Spanish', () => {
  it('labels its fields and buttons in Spanish', () => {
    renderWithApp(<LoginPage title="Iniciar sesión" params={{}} />, { path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido de nuevo. Inicie sesión para solicitar servicios y seguir sus órdenes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/password-recovery');
    expect(screen.getByRole('link', { name: 'Crear una cuenta de empresa' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  });

  it("shows the schema's and the server's messages in Spanish (the machine keeps the English words)", async () => {
    logIn.mockRejectedValue(new ApiError(401, Messages.invalidCredentials));
    renderWithApp(<LoginPage title="Iniciar sesión" params={{}} />, { path: '/login' });
    await userEvent.click(screen.getByLabelText('Correo electrónico'));
    await userEvent.paste('no-es-un-correo');
    await userEvent.click(screen.getByLabelText('Contraseña'));
    await userEvent.paste('Demo-Cargo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Formato de correo electrónico no válido')).toBeInTheDocument();
    expect(logIn).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.click(screen.getByLabelText('Correo electrónico'));
    await userEvent.paste('lucia@frontera.example');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(logIn).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña incorrectos');
  });

  it('the registration form: its labels, hints and the password rule in Spanish', () => {
    renderWithApp(<RegisterPage title="Cree la cuenta de su empresa" params={{}} />, { path: '/register' });
    expect(screen.getByLabelText('Nombre de la empresa')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de contacto')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono de contacto')).toHaveAccessibleDescription('10 dígitos');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres');
    expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(screen.getByText('¿Ya tiene una cuenta?')).toBeInTheDocument();
  });
});

describe('the terms in Spanish: the article says its language only when it is not the page’s', () => {
  const terms = (language: 'en' | 'es', title: string, body: string): GuidelinePage => ({
    title,
    subTitle: '',
    slug: 'terms-condition',
    category: 'policy',
    position: 2,
    body,
    updatedAt: '2026-03-07T14:05:00.000Z',
    language,
  });
  const spanishTerms = terms('es', 'Términos y condiciones', '**Aviso:** Esta traducción al español se ofrece únicamente para su comodidad.\n\n## Cuentas y verificación\n\nUna cuenta pertenece a una empresa.');
  const englishTerms = terms('en', 'Terms and conditions', '## Accounts and verification\n\nAn account belongs to a company.');
  const article = () => screen.getByRole('article');

  it('the Spanish text the server sent: no lang on the article (it is the page’s language)', async () => {
    getGuidelinePage.mockResolvedValue(spanishTerms);
    renderWithApp(<TermsPage title="Términos y condiciones" params={{}} />, { path: '/terms-condition' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cuentas y verificación' })).toBeVisible();
    expect(screen.getByText(/Esta traducción al español se ofrece únicamente para su comodidad/)).toBeVisible();
    expect(article()).not.toHaveAttribute('lang');
    expect(article().querySelector('[lang]')).toBeNull();
    expect(screen.getByText('Última actualización: 7 de marzo de 2026', { exact: false })).toBeVisible();
  });

  it('an English text (an operator’s edit) inside the Spanish page: lang="en" on the article, the page’s own words marked Spanish', async () => {
    getGuidelinePage.mockResolvedValue(englishTerms);
    renderWithApp(<TermsPage title="Términos y condiciones" params={{}} />, { path: '/terms-condition' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounts and verification' })).toBeVisible();
    expect(article()).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/^Última actualización/).closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('the English switch asks the server again and shows its English text, with no lang (the page is English now)', async () => {
    getGuidelinePage.mockImplementation(async () => (i18n.locale === 'es' ? spanishTerms : englishTerms));
    renderWithApp(<TermsPage title="Términos y condiciones" params={{}} />, { path: '/terms-condition' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cuentas y verificación' })).toBeVisible();
    act(() => i18n.loadAndActivate({ locale: 'en', messages: english }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounts and verification' })).toBeVisible();
    expect(getGuidelinePage).toHaveBeenCalledTimes(2);
    expect(article()).not.toHaveAttribute('lang');
  });
});
