import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDELINE_PAGE_SEEDS } from '../../server/content/guidelinePageContent.ts';
import { seedGuidelinePages } from '../../server/db/seedGuidelinePages.ts';
import { bearer, logIn, mailsTo, registration, signUpVerified } from './support/accounts.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder, send } from './support/orders.ts';
import { readPdf } from './support/pdf.ts';
import { createServiceTestApp, newCustomer, type Customer } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

// The server in the reader's language (Spanish and English): the API's messages in the request's
// language (Accept-Language, else the signed-in user's saved one, else English), the saved choice,
// and what reaches a user outside a request (emails, notifications, receipts) in their saved one.
// The Spanish expected here is written out as a Mexican customer reads it, not looked up.

const ES = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };

describe('the request language', () => {
  let t: TestApp;
  let ana: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@idioma.example');
  });
  afterAll(() => t.close());

  const withHeaders = (customer: Customer | undefined, headers: Record<string, string>) => ({ ...(customer?.headers ?? {}), ...headers });

  it('answers errors in Spanish for Accept-Language: es', async () => {
    const unknown = await t.app.request('/v1/no-such-call', { headers: ES });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, message: 'No encontrado' });

    const wrong = await logIn(t, 'ana@idioma.example', 'not-the-password', ES);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ statusCode: 401, message: 'Correo electrónico o contraseña incorrectos' });

    const expired = await t.app.request('/v1/user/profile', { headers: { ...ES, Authorization: 'Bearer nope' } });
    expect(await expired.json()).toEqual({ statusCode: 401, message: 'Su sesión expiró. Inicie sesión de nuevo.' });
  });

  it('answers field errors in Spanish, each field its own message', async () => {
    const res = await t.app.request('/v1/user/auth/signUp', json(registration('no-es-un-correo', { confirmPassword: 'otra-cosa-123' }), 'POST', ES));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors.email).toBe('Formato de correo electrónico no válido');
    expect(body.errors.confirmPassword).toBe('Las contraseñas no coinciden.');
    expect(Object.values(body.errors)).toContain(body.message);
  });

  it('answers success messages in Spanish, the data unchanged', async () => {
    const es = await t.app.request('/v1/user/profile', { headers: withHeaders(ana, ES) });
    const en = await t.app.request('/v1/user/profile', { headers: ana.headers });
    expect(es.headers.get('Vary')).toContain('Accept-Language');
    const esBody = (await es.json()) as { message: string; data: unknown };
    const enBody = (await en.json()) as { message: string; data: unknown };
    expect(esBody.message).toBe('Perfil obtenido correctamente');
    expect(enBody.message).toBe('Profile fetched successfully');
    expect(esBody.data).toEqual(enBody.data);
  });

  it('answers an unknown or hostile Accept-Language in English, and never repeats it', async () => {
    for (const header of ['fr-FR,de;q=0.8', 'xx', '<script>alert(1)</script>', 'es;q=0, en;q=0.1', 'es'.repeat(400), '*', 'de-\u00ff;q=2']) {
      const unknown = await t.app.request('/v1/no-such-call', { headers: { 'Accept-Language': header } });
      const invalid = await t.app.request('/v1/user/auth/signUp', json(registration('no-es-un-correo'), 'POST', { 'Accept-Language': header }));
      const texts = [await unknown.text(), await invalid.text()];
      expect(JSON.parse(texts[0]!)).toEqual({ statusCode: 404, message: 'Not found' });
      expect(JSON.parse(texts[1]!)).toEqual({ statusCode: 400, message: 'Invalid email format', errors: { email: 'Invalid email format' } });
      for (const text of texts) if (header.length > 2) expect(text).not.toContain(header);
      expect(unknown.headers.get('Content-Language')).toBeNull();
    }
  });
});

describe('the saved language: PUT and GET /v1/user/locale', () => {
  let t: TestApp;
  let ana: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@guardado.example');
  });
  afterAll(() => t.close());

  const saved = async (email: string) => (await t.db.selectFrom('accounts').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;

  it('starts in English, saves Spanish, and a signed-in request without Accept-Language is answered in it', async () => {
    expect(await send(t, ana, 'GET', '/v1/user/locale')).toEqual({ status: 200, body: { statusCode: 200, message: 'Language fetched successfully', data: { locale: 'en' } } });

    const put = await send(t, ana, 'PUT', '/v1/user/locale', { locale: 'es' });
    expect(put).toEqual({ status: 200, body: { statusCode: 200, message: 'Language saved', data: { locale: 'es' } } });
    expect(await saved('ana@guardado.example')).toBe('es');

    // No Accept-Language: the saved language.
    expect((await send(t, ana, 'GET', '/v1/user/locale')).body).toEqual({ statusCode: 200, message: 'Idioma obtenido correctamente', data: { locale: 'es' } });
    expect((await send(t, ana, 'GET', '/v1/user/profile')).body.message).toBe('Perfil obtenido correctamente');
    // Accept-Language wins over it (the web app sends the language on screen).
    const english = await t.app.request('/v1/user/profile', { headers: { ...ana.headers, 'Accept-Language': 'en-US' } });
    expect(((await english.json()) as { message: string }).message).toBe('Profile fetched successfully');

    expect((await send(t, ana, 'PUT', '/v1/user/locale', { locale: 'en' })).body.data).toEqual({ locale: 'en' });
    expect((await send(t, ana, 'GET', '/v1/user/profile')).body.message).toBe('Profile fetched successfully');
  });

  it('refuses anything but a language we speak with 400, without repeating it, and changes nothing', async () => {
    await send(t, ana, 'PUT', '/v1/user/locale', { locale: 'es' });
    for (const body of [{ locale: 'fr' }, { locale: 'ES' }, { locale: 'es-MX' }, { locale: '<img src=x onerror=alert(1)>' }, { locale: 5 }, { locale: null }, {}, ['es']]) {
      const res = await t.app.request('/v1/user/locale', json(body, 'PUT', ana.headers));
      const text = await res.text();
      expect(res.status, text).toBe(400);
      // The refusal is in the request's language: here none was named, so the saved Spanish.
      expect(JSON.parse(text)).toEqual({ statusCode: 400, message: "locale debe ser 'en' (inglés) o 'es' (español)", errors: { locale: "locale debe ser 'en' (inglés) o 'es' (español)" } });
      const given = (body as { locale?: unknown }).locale;
      if (typeof given === 'string' && given.length > 2) expect(text).not.toContain(given);
    }
    const english = await t.app.request('/v1/user/locale', json({ locale: 'fr' }, 'PUT', { ...ana.headers, 'Accept-Language': 'en' }));
    expect(await english.json()).toEqual({ statusCode: 400, message: "locale must be 'en' or 'es'", errors: { locale: "locale must be 'en' or 'es'" } });
    expect(await saved('ana@guardado.example')).toBe('es');
  });

  it('needs a live session', async () => {
    const res = await t.app.request('/v1/user/locale', json({ locale: 'es' }, 'PUT'));
    expect(res.status).toBe(401);
    expect((await t.app.request('/v1/user/locale')).status).toBe(401);
  });
});

describe('emails, notifications and receipts in the recipient’s saved language', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  it('signing up in Spanish saves Spanish and mails the verification code in Spanish; in English, English', async () => {
    const res = await t.app.request('/v1/user/auth/signUp', json(registration('luis@registro.example'), 'POST', ES));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Registro exitoso. Le enviamos un código de verificación a su correo electrónico.');
    const account = await t.db.selectFrom('accounts').select('locale').where('email', '=', 'luis@registro.example').executeTakeFirstOrThrow();
    expect(account.locale).toBe('es');
    const [mail] = await mailsTo(t, 'luis@registro.example');
    expect(mail!.subject).toBe('Su código de verificación de Cargo Connects');
    expect(mail!.body_text).toMatch(/^Hola, Ana Ruiz:\n\nSu código de verificación de Cargo Connects es \d{6}\. Vence en 10 minutos\.\n\n/);
    expect(mail!.body_text).toContain('Si usted no creó una cuenta de Cargo Connects, puede ignorar este correo.');
    expect(mail!.body_text.endsWith('El equipo de Cargo Connects')).toBe(true);

    await signUpVerified(t, 'lee@registro.example');
    expect((await t.db.selectFrom('accounts').select('locale').where('email', '=', 'lee@registro.example').executeTakeFirstOrThrow()).locale).toBe('en');
    const [english] = await mailsTo(t, 'lee@registro.example');
    expect(english!.subject).toBe('Your Cargo Connects verification code');
    expect(english!.body_text).toMatch(/^Hello Ana Ruiz,\n\nYour Cargo Connects verification code is \d{6}\. It expires in 10 minutes\./);
  });

  it('a password reset code goes out in the saved language, whatever the request asked', async () => {
    const { accessToken } = await signUpVerified(t, 'rosa@registro.example');
    await send(t, { email: '', accessToken, companyId: '', headers: bearer(accessToken) }, 'PUT', '/v1/user/locale', { locale: 'es' });
    const res = await t.app.request('/v1/common/otp/sent/user', json({ email: 'rosa@registro.example' }, 'POST', { 'Accept-Language': 'en' }));
    expect(res.status).toBe(200);
    const mail = (await mailsTo(t, 'rosa@registro.example')).at(-1)!;
    expect(mail.subject).toBe('Su código para restablecer la contraseña de Cargo Connects');
    expect(mail.body_text).toMatch(/Su código para restablecer la contraseña de Cargo Connects es \d{6}\. Vence en 10 minutos\./);
  });

  it('a sub-user invited from a Spanish screen gets the invitation in Spanish, and Spanish until they choose', async () => {
    const manager = await newCustomer(t, 'gerente@invita.example');
    const res = await t.app.request(
      '/v1/user/sub/user',
      json({ contactName: 'Iván Chávez', contactNumber: '5511122233', email: 'ivan@invita.example', role: 'booker', access: 'invite' }, 'POST', { ...manager.headers, ...ES }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe('Invitación enviada. El subusuario creará su propia contraseña desde el correo.');
    const [mail] = await mailsTo(t, 'ivan@invita.example');
    expect(mail!.subject).toBe('Lo invitan a Company of gerente@invita.example en Cargo Connects');
    expect(mail!.body_text).toContain('Hola, Iván Chávez:');
    expect(mail!.body_text).toContain('Company of gerente@invita.example lo agregó a su cuenta de Cargo Connects. Elija su contraseña para iniciar sesión:');
    expect(mail!.body_text).toContain('El enlace funciona una sola vez y vence en 7 días.');
    expect((await t.db.selectFrom('accounts').select('locale').where('email', '=', 'ivan@invita.example').executeTakeFirstOrThrow()).locale).toBe('es');
  });

  it('a paid order: the notification email in Spanish for a user who saved it, the bell in the reader’s language', async () => {
    const maria = await newCustomer(t, 'maria@recibo.example');
    await send(t, maria, 'PUT', '/v1/user/locale', { locale: 'es' });
    const order = await placeOrder(t, maria);

    const mail = (await mailsTo(t, 'maria@recibo.example')).at(-1)!;
    expect(mail.subject).toBe(`Pago: orden ${order.movementId}`);
    expect(mail.body_text).toContain(`Orden ${order.movementId} creada y pagada: estamos buscando un transportista.`);
    expect(mail.body_text).toContain(`Vea la orden: `);
    const html = await t.db.selectFrom('outbox').select('body_html').where('to_address', '=', 'maria@recibo.example').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(html.body_html).toContain('<html lang="es">');
    expect(html.body_html).toContain('Darse de baja de estos correos');

    const spanish = await send(t, maria, 'GET', '/v1/user/notification');
    expect(spanish.body.message).toBe('Notificaciones obtenidas correctamente');
    expect(spanish.body.data.response[0].title).toBe(`Orden ${order.movementId} creada y pagada: estamos buscando un transportista.`);
    const english = await t.app.request('/v1/user/notification', { headers: { ...maria.headers, 'Accept-Language': 'en' } });
    const englishBody = (await english.json()) as { data: { response: Array<{ title: string }> } };
    expect(englishBody.data.response[0]!.title).toBe(`Order ${order.movementId} created and paid: we are looking for a carrier.`);
  });

  it('a receipt in Spanish for a user who saved Spanish (its á, ó and ñ drawn), in English for one who did not', async () => {
    const maria = await newCustomer(t, 'maria2@recibo.example');
    await send(t, maria, 'PUT', '/v1/user/locale', { locale: 'es' });
    const order = await placeOrder(t, maria);
    const res = await t.app.request(`/v1/user/order/${order.movementId}/receipt`, { headers: maria.headers });
    expect(res.status).toBe(200);
    const { doc, text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Recibo ${order.movementId}`);
    const total = (order.quote.total / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    for (const shown of [
      'Recibo',
      'Emitido a Company of maria2@recibo.example',
      `Orden ${order.movementId} · su referencia ${order.userReference}`,
      'Precio',
      'Total',
      'Pago',
      // es-MX writes US dollars as "USD 1,234.56" ("$" alone would read as pesos).
      `Monto pagado: USD ${total}`,
      'Pagado con: Tarjeta de prueba (sandbox) · tarjeta con terminación 4242',
      'Escanee el código para abrir esta orden en Cargo Connects',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).toMatch(/Fecha de pago: \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) \d{4}, \d\d:\d\d UTC/);
    expect(text).not.toContain('?');
    expect(text).not.toContain('Receipt');

    // The page's language (its cookie) comes first for a download opened as a plain link.
    const byCookie = await t.app.request(`/v1/user/order/${order.movementId}/receipt`, { headers: { Cookie: `token=${maria.accessToken}; i18n_redirected=en`, 'Accept-Language': 'es' } });
    expect((await readPdf(new Uint8Array(await byCookie.arrayBuffer()))).doc.getTitle()).toBe(`Receipt ${order.movementId}`);

    const lee = await newCustomer(t, 'lee@recibo.example');
    const englishOrder = await placeOrder(t, lee);
    const english = await readPdf(new Uint8Array(await (await t.app.request(`/v1/user/order/${englishOrder.movementId}/receipt`, { headers: lee.headers })).arrayBuffer()));
    expect(english.doc.getTitle()).toBe(`Receipt ${englishOrder.movementId}`);
    expect(english.text).toContain(`Amount paid: $${(englishOrder.quote.total / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
  });

  it('an order on its way: the truck’s whereabouts, the bell and the carrier’s documents in the main user’s Spanish', async () => {
    const sofia = await newCustomer(t, 'sofia@camino.example');
    await send(t, sofia, 'PUT', '/v1/user/locale', { locale: 'es' });
    const order = await placeOrder(t, sofia);
    await advanceTo(t, order.movementId, 'Pending');
    await advanceTo(t, order.movementId, 'InProgress');

    const location = await send(t, sofia, 'GET', `/v1/common/locat/operator/${order.movementId}`);
    expect(location.body.message).toBe('Ubicación del operador obtenida correctamente');
    expect(location.body.data.location.label).toMatch(/^Cruzando por .+ \(.+\)$/);
    const english = await t.app.request(`/v1/common/locat/operator/${order.movementId}`, { headers: { ...sofia.headers, 'Accept-Language': 'en' } });
    expect(((await english.json()) as { data: { location: { label: string } } }).data.location.label).toMatch(/^Crossing at .+ \(.+\)$/);

    const titles = ((await send(t, sofia, 'GET', '/v1/user/notification')).body.data.response as Array<{ title: string }>).map((n) => n.title);
    expect(titles).toContainEqual(expect.stringMatching(new RegExp(`^.+ agregó 2 documentos a la orden ${order.movementId}: código QR de cruce y conocimiento de embarque\\.$`)));
    expect(titles).toContainEqual(expect.stringMatching(new RegExp(`^La orden ${order.movementId} está en tránsito: .+ cruza por .+\\.$`)));

    const documents = await t.db.selectFrom('order_documents').select(['name', 'bytes']).where('name', '=', `bill-of-lading-${order.movementId}.pdf`).executeTakeFirstOrThrow();
    const { doc, text } = await readPdf(documents.bytes);
    expect(doc.getTitle()).toBe(`Conocimiento de embarque ${order.movementId}`);
    for (const shown of ['Conocimiento de embarque', `Orden ${order.movementId} · su referencia ${order.userReference}`, 'Transportista', 'Recolección', 'Entrega', 'Emitido mediante la CLI de operador de Cargo Connects en nombre del transportista.']) {
      expect(text).toContain(shown);
    }
  });

  it('a cancelled paid order: the refund sentence in Spanish, dollars written as Mexico writes them', async () => {
    const elena = await newCustomer(t, 'elena@cancela.example');
    await send(t, elena, 'PUT', '/v1/user/locale', { locale: 'es' });
    const order = await placeOrder(t, elena);
    const cancel = await send(t, elena, 'POST', `/v1/common/cancel/movement/user/${order.movementId}`);
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('Orden cancelada correctamente');
    const amount = `$${(order.quote.total / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    const sentence = `La orden ${order.movementId} se canceló. Los ${amount} USD que pagó se están reembolsando a su tarjeta con terminación 4242.`;
    const titles = ((await send(t, elena, 'GET', '/v1/user/notification')).body.data.response as Array<{ title: string }>).map((n) => n.title);
    expect(titles[0]).toBe(sentence);
    const mail = (await mailsTo(t, 'elena@cancela.example')).at(-1)!;
    // The kind's label is the role table's word (another catalog entry); the subject's frame is ours.
    expect(mail.subject).toMatch(new RegExp(`^Cancel\\p{L}+: orden ${order.movementId}$`, 'u'));
    expect(mail.body_text).toContain(sentence);

    const note = await t.app.request(`/v1/user/order/${order.movementId}/receipt`, { headers: elena.headers });
    const { doc, text } = await readPdf(new Uint8Array(await note.arrayBuffer()));
    expect(doc.getTitle()).toBe(`Nota de reembolso ${order.movementId}`);
    expect(text).toContain('Reembolso');
    expect(text).toMatch(/Orden cancelada el \d{1,2} \p{L}+ \d{4}, \d\d:\d\d UTC/u);
    expect(text).toMatch(/Monto (reembolsado|por reembolsar): USD [\d,]+\.\d\d, completo al método de pago original/);
  });
});

describe('the help pages in the reader’s language', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createServiceTestApp();
    await seedGuidelinePages(t.db);
  });
  afterAll(() => t.close());

  type Page = { title: string; subTitle: string; slug: string; category: string; position: number; body: string; updatedAt: string; language: string };
  const page = async (slug: string, headers: Record<string, string> = {}) =>
    ((await (await t.app.request(`/v1/common/guidelinePages/user/${slug}`, { headers })).json()) as { message: string; data: Page });
  const list = async (headers: Record<string, string> = {}) =>
    ((await (await t.app.request('/v1/common/guidelinePages/user', { headers })).json()) as { data: Array<Omit<Page, 'body' | 'updatedAt'>> }).data;
  const seed = (slug: string) => GUIDELINE_PAGE_SEEDS.find((p) => p.slug === slug)!;
  /** The shape of a Markdown text: its headings, list items, paragraphs and links, without the words. */
  const shape = (body: string) => ({
    headings: body.split('\n').filter((line) => line.startsWith('#')).length,
    items: body.split('\n').filter((line) => line.startsWith('- ')).length,
    paragraphs: body.split(/\n\n+/).length,
    links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
    bold: [...body.matchAll(/\*\*/g)].length,
  });
  const NOTICE =
    '**Aviso:** Esta traducción al español se ofrece únicamente para su comodidad. En caso de cualquier discrepancia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés. Para leer la versión en inglés, use el botón **EN** (English) del encabezado de esta página.';

  it('a seeded help page in Spanish, with the statuses as the Spanish screens say them; English unchanged', async () => {
    const spanish = await page('faq', ES);
    expect(spanish.message).toBe('Página de guía obtenida correctamente');
    expect(spanish.data.title).toBe('Preguntas frecuentes');
    expect(spanish.data.body).toContain('## ¿Cómo se calcula el precio?');
    expect(spanish.data.body).toContain('En **Mis órdenes**');
    expect(spanish.data.body).not.toContain('Order');
    const english = await page('faq');
    expect(english.data.title).toBe('Frequently asked questions');
    expect(english.data.body).toContain('## How is the price calculated?');

    const list = (await (await t.app.request('/v1/common/guidelinePages/user', { headers: ES })).json()) as { data: Array<{ slug: string; title: string }> };
    expect(list.data.find((p) => p.slug === 'request-a-service')?.title).toBe('Solicite un servicio');
  });

  it('the terms and the privacy policy in Spanish, each opening with the notice that the English version governs', async () => {
    const terms = await page('terms-condition', ES);
    expect(terms.data).toMatchObject({ title: 'Términos y condiciones', language: 'es', slug: 'terms-condition', category: 'policy', position: 2 });
    expect(terms.data.subTitle).toBe('El acuerdo entre su empresa y Cargo Connects cuando reserva transporte de carga con nosotros');
    expect(terms.data.body.startsWith(`${NOTICE}\n\n`)).toBe(true);
    for (const sentence of [
      '## Cuentas y verificación',
      '**mientras Cargo Connects no verifique a la empresa, esta no podrá solicitar servicios.**',
      '- **Cargo Connects calcula el precio antes de que usted pague** y lo muestra en el resumen de su solicitud.',
      // The statuses as the Spanish badges say them.
      '- Puede cancelar una orden desde su página mientras su estatus sea **Buscando transportista** o **Transportista asignado** (el servicio no ha comenzado).',
      '- Cuando la orden está **En tránsito** ya no se puede cancelar en la aplicación;',
      'el transportista es responsable del transporte en sí, del operador y del vehículo, y de la carga desde la recolección hasta la entrega.',
      'Cuando un contrato firmado difiera de estos términos, prevalecerá el contrato firmado.',
      'Léalos junto con nuestro [aviso de privacidad](/privacy-policy-cargo-connects).',
    ]) {
      expect(terms.data.body).toContain(sentence);
    }

    const privacy = await page('privacy-policy-cargo-connects', ES);
    expect(privacy.data).toMatchObject({ title: 'Aviso de privacidad', language: 'es', category: 'policy', position: 1 });
    expect(privacy.data.body.startsWith(`${NOTICE}\n\n`)).toBe(true);
    for (const sentence of [
      '## Qué información recabamos',
      '**Nunca recibimos ni guardamos números de tarjeta ni códigos de seguridad;**',
      'las direcciones de recolección y de entrega de su libreta de direcciones',
      'En México, estos son sus derechos ARCO (acceso, rectificación, cancelación y oposición);',
      '- **i18n_redirected:** recuerda durante un año el idioma de la aplicación (inglés o español).',
      '[privacy@cargoconnects.example](mailto:privacy@cargoconnects.example)',
    ]) {
      expect(privacy.data.body).toContain(sentence);
    }

    // Complete: every heading, list item, paragraph, link and bold of the English is there (plus the notice).
    for (const { data } of [terms, privacy]) {
      const english = shape(seed(data.slug).body);
      expect(shape(data.body), data.slug).toEqual({ ...english, paragraphs: english.paragraphs + 1, bold: english.bold + 4 });
      expect(data.body, data.slug).not.toMatch(/\b(the|and|you|your|order|pickup|drop|trailer)\b/);
    }
  });

  it('an English request gets exactly the English terms and privacy policy', async () => {
    for (const slug of ['terms-condition', 'privacy-policy-cargo-connects']) {
      for (const headers of [{}, { 'Accept-Language': 'en-US,en;q=0.9' }] as Record<string, string>[]) {
        const { data } = await page(slug, headers);
        const { title, subTitle, body, category, position } = seed(slug);
        expect(data).toEqual({ title, subTitle, slug, category, position, body, language: 'en', updatedAt: expect.any(String) });
      }
    }
    expect((await page('privacy-policy-cargo-connects')).data.body).toContain('remembers the language of the app (English or Spanish) for one year');
  });

  it('says the language of each page: seeded pages in English to English readers and in Spanish to Spanish ones', async () => {
    for (const slug of ['faq', 'pay-once', 'terms-condition', 'privacy-policy-cargo-connects']) {
      expect((await page(slug)).data.language, slug).toBe('en');
      expect((await page(slug, ES)).data.language, slug).toBe('es');
    }
    expect(new Set((await list()).map((p) => p.language))).toEqual(new Set(['en']));
    const spanish = await list(ES);
    expect(spanish.map((p) => [p.slug, p.language, p.title]).slice(0, 3)).toEqual([
      ['privacy-policy-cargo-connects', 'es', 'Aviso de privacidad'],
      ['terms-condition', 'es', 'Términos y condiciones'],
      ['faq', 'es', 'Preguntas frecuentes'],
    ]);
  });

  it('a page an operator edited is shown as they wrote it, and said to be English', async () => {
    await t.db.updateTable('guideline_pages').set({ body: 'Edited by the operator.' }).where('slug', '=', 'pay-once').execute();
    expect((await page('pay-once', ES)).data).toMatchObject({ title: 'Pay once', body: 'Edited by the operator.', language: 'en' });
    await t.db.updateTable('guideline_pages').set({ title: 'Terms of service' }).where('slug', '=', 'terms-condition').execute();
    expect((await page('terms-condition', ES)).data).toMatchObject({ title: 'Terms of service', body: seed('terms-condition').body, language: 'en' });
    expect((await list(ES)).find((p) => p.slug === 'terms-condition')).toMatchObject({ title: 'Terms of service', language: 'en' });
    // The other legal page, untouched, is still Spanish.
    expect((await page('privacy-policy-cargo-connects', ES)).data.language).toBe('es');
  });
});
