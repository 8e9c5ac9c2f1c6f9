import type { GuidelinePageInput } from '../../src/schemas/guidelinePage.ts';
import { ORDER_STATUS_RULES, ORDER_TAB_LABELS, type OrderStatus, type OrderTab } from '../../src/schemas/orderStatus.ts';
import { DOCUMENT_TYPES, formatNames as formats, IMAGE_TYPES } from '../../src/schemas/uploadFormats.ts';
import { translate } from '../i18n/serverI18n.ts';
import { FAQ_SLUG } from './guidelinePageContent.ts';

// The help pages in Spanish: the FAQ and the how-it-works cards, for Mexican shippers, with the
// words the Spanish screens show (statuses and tabs from the catalog, buttons as the app names
// them). Served in place of a seeded page an operator has not edited (guidelinePages route); the
// privacy policy and the terms stay in English until a legal translation exists.

type SpanishPage = Pick<GuidelinePageInput, 'slug' | 'title' | 'subTitle' | 'body'>;

const said = (status: OrderStatus): string => translate('es', ORDER_STATUS_RULES[status].label);
const tab = (name: OrderTab): string => translate('es', ORDER_TAB_LABELS[name]);

function pages(): readonly SpanishPage[] {
  return [
    {
      slug: FAQ_SLUG,
      title: 'Preguntas frecuentes',
      subTitle: 'Respuestas rápidas sobre cuentas, reservaciones, precios, pagos y órdenes',
      body: `## ¿Quién puede usar Cargo Connects?

Las empresas que envían carga entre Estados Unidos y México. Registre su empresa una vez; la persona que la registra es el usuario principal y puede agregar subusuarios para sus colegas.

## Me registré pero no puedo solicitar un servicio. ¿Por qué?

Primero hay dos verificaciones. Confirme su correo electrónico con el código de seis dígitos que le enviamos (vale 10 minutos; puede pedir uno nuevo). Después, nuestro equipo verifica su empresa, normalmente en un día hábil. Mientras tanto, la aplicación muestra **El administrador aún no verifica su cuenta**; aun así puede iniciar sesión, completar su perfil y agregar direcciones.

## ¿Cómo se calcula el precio?

Cargo Connects calcula el precio según el tipo de servicio, el tipo de transporte y la modalidad, el equipo de sujeción y los requisitos especiales que elija, y las zonas de sus direcciones de recolección y entrega. Lo verá en el resumen antes de pagar, y ese es el monto que se cobra.

## ¿Cuándo se me cobra?

Cuando confirma el pago al finalizar la solicitud. El pago se captura una sola vez; si algo lo interrumpe, intentarlo de nuevo no le cobra dos veces.

## ¿Puedo cancelar una orden?

Sí, desde la página de la orden mientras su estatus sea **${said('NewAssignments')}** o **${said('Pending')}**. Cuando la orden está **${said('InProgress')}** ya no se puede cancelar en la aplicación. Las órdenes canceladas se reembolsan a la tarjeta con la que pagó.

## ¿Qué significan los estatus de una orden?

- **${said('NewAssignments')}:** la orden está pagada y estamos buscando un transportista.
- **${said('Pending')}:** hay un transportista asignado y se prepara el servicio.
- **${said('InProgress')}:** los documentos requeridos están cargados y la carga va en camino.
- **${said('Completed')}:** la carga se entregó. Ya puede calificar el servicio.
- **${said('Cancelled')}:** la orden se canceló.

En **Mis órdenes**, la pestaña ${tab('Pending')} muestra las órdenes en ${said('NewAssignments').toLowerCase()} y las que tienen ${said('Pending').toLowerCase()}; las pestañas ${tab('InProgress')}, ${tab('Completed')} y ${tab('Cancelled')} muestran las demás.

## ¿Qué es el número de orden?

Cada orden recibe un número como CC26000123: CC, los dos dígitos del año y un consecutivo de seis dígitos. Además, usted le da a cada solicitud su propia referencia de hasta 10 letras o dígitos, distinta para cada una de sus órdenes.

## ¿Cómo funcionan los subusuarios?

El usuario principal agrega, edita y elimina subusuarios en la [página de subusuarios](/sub-user). Un subusuario inicia sesión con su propio correo electrónico y contraseña, ve las órdenes de la empresa y puede reservar, pero no administra a otros subusuarios. Cuando se elimina un subusuario, su sesión se cierra de inmediato.

## Olvidé mi contraseña.

Elija **¿Olvidó su contraseña?** en la página de inicio de sesión. Le enviamos un código por correo; ingréselo y elija una contraseña nueva. Se cierran todas las sesiones abiertas con la contraseña anterior.

## ¿Qué archivos puedo cargar?

Documentos de la orden en formato ${formats(DOCUMENT_TYPES)}, y una foto de perfil en formato ${formats(IMAGE_TYPES)}, cada uno de menos de 2 MB.

## ¿Cómo hablo con una persona?

Use el [formulario de contacto](/contact-us) o el botón de chat en las páginas de configuración. Respondemos en un día hábil.`,
    },
    {
      slug: 'register-your-company',
      title: 'Registre su empresa',
      subTitle: 'Una cuenta para su empresa, con subusuarios para su equipo',
      body: `Abra **Regístrese gratis** e ingrese el nombre de su empresa, su nombre, un teléfono de 10 dígitos, su correo electrónico y una contraseña. Agregar referencias comerciales (empresas con las que ya trabaja) nos ayuda a verificarlo más rápido.

Le enviamos por correo un código de seis dígitos: ingréselo para confirmar su dirección. Ahora usted es el **usuario principal** de la cuenta de la empresa.

- Agregue a sus colegas como subusuarios desde la [página de subusuarios](/sub-user); cada uno inicia sesión con su propio correo y contraseña.
- Mantenga al día su perfil y los datos de su empresa desde su [perfil](/edit-profile).`,
    },
    {
      slug: 'get-verified',
      title: 'Verifique su empresa',
      subTitle: 'Nuestro equipo revisa su empresa antes de su primera reservación',
      body: `Antes de que su empresa pueda reservar, el equipo de Cargo Connects revisa sus datos y sus referencias comerciales. Normalmente toma un día hábil.

Mientras espera, puede iniciar sesión, completar su perfil y preparar su libreta de direcciones. Una vez verificada su empresa, todos los usuarios de la cuenta pueden solicitar servicios.

Si tarda más de lo esperado, escríbanos mediante el [formulario de contacto](/contact-us).`,
    },
    {
      slug: 'request-a-service',
      title: 'Solicite un servicio',
      subTitle: 'Al norte o al sur, en unos cuantos pasos',
      body: `Elija **Nuevo servicio** y siga los pasos:

- el tipo de servicio (al norte o al sur) y el puerto o puente de cruce;
- el tipo de transporte (FTL o LTL) y la modalidad, como caja seca, plataforma o caja refrigerada;
- su referencia, el remolque, los requisitos especiales y las cadenas, cinchos o lonas que necesite;
- una fecha y hora programadas, o servicio inmediato;
- una o más direcciones de recolección y de entrega de su libreta de direcciones.

El resumen muestra el precio antes de pagar.`,
    },
    {
      slug: 'pay-once',
      title: 'Pague una sola vez',
      subTitle: 'El precio que ve es el precio que paga',
      body: `Cargo Connects calcula el precio a partir de su solicitud; el resumen lo muestra antes del pago, y ese es el monto que se cobra.

Pague con tarjeta a través de nuestro proveedor de pagos: nunca vemos el número de su tarjeta. El pago se captura una sola vez, así que intentarlo de nuevo después de una interrupción nunca le cobra dos veces.

Su número de orden (empieza con CC) aparece en cuanto se confirma el pago.`,
    },
    {
      slug: 'follow-and-rate',
      title: 'Siga y califique',
      subTitle: 'De la asignación del transportista a la entrega',
      body: `Siga cada orden en **Mis órdenes**: ${said('NewAssignments')} mientras buscamos uno, ${said('Pending')} cuando uno acepta, ${said('InProgress')} en el camino y ${said('Completed')} al entregarse. La campana le avisa cuando algo cambia.

Abra una orden para ver sus documentos, agregar el número de entrada y ver dónde está el operador. Puede cancelarla mientras esté en ${said('NewAssignments')} o ${said('Pending')}.

Cuando la orden se complete, **califique el servicio**: su calificación nos ayuda a mantener a los mejores transportistas en Cargo Connects.`,
    },
  ];
}

let bySlug: ReadonlyMap<string, SpanishPage> | undefined;

/** The Spanish of a seeded help page, by slug; undefined for a page without one. */
export function spanishGuidelinePage(slug: string): SpanishPage | undefined {
  bySlug ??= new Map(pages().map((page) => [page.slug, page]));
  return bySlug.get(slug);
}
