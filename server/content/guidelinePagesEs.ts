import type { GuidelinePageInput } from '../../src/schemas/guidelinePage.ts';
import { ORDER_STATUS_RULES, ORDER_TAB_LABELS, type OrderStatus, type OrderTab } from '../../src/schemas/orderStatus.ts';
import { DOCUMENT_TYPES, formatNames as formats, IMAGE_TYPES } from '../../src/schemas/uploadFormats.ts';
import { translate } from '../i18n/serverI18n.ts';
import { FAQ_SLUG, PRIVACY_POLICY_SLUG, TERMS_SLUG } from './guidelinePageContent.ts';

// The built-in pages in Spanish: the privacy policy, the terms, the FAQ and the how-it-works cards,
// for Mexican shippers, with the words the Spanish screens show (statuses and tabs from the catalog,
// buttons as the app names them). Served in place of a seeded page an operator has not edited
// (guidelinePages route, with language 'es'). The privacy policy and the terms are translations of
// the English pages (guidelinePageContent.ts) for the customer's convenience: each opens with a
// notice that the English version governs, read with the header's language switch (the site has no
// address for a page in another language: the i18n_redirected cookie decides). A change to the
// English legal text is a change here too.

type SpanishPage = Pick<GuidelinePageInput, 'slug' | 'title' | 'subTitle' | 'body'>;

const said = (status: OrderStatus): string => translate('es', ORDER_STATUS_RULES[status].label);

/** The first paragraph of each legal text: a translation, the English version governs. */
export const ENGLISH_GOVERNS_NOTICE =
  '**Aviso:** Esta traducción al español se ofrece únicamente para su comodidad. En caso de cualquier discrepancia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés. Para leer la versión en inglés, use el botón **EN** (English) del encabezado de esta página.';
const tab = (name: OrderTab): string => translate('es', ORDER_TAB_LABELS[name]);

function pages(): readonly SpanishPage[] {
  return [
    {
      slug: PRIVACY_POLICY_SLUG,
      title: 'Aviso de privacidad',
      subTitle: 'Qué información recaba Cargo Connects sobre usted y su empresa, para qué la usa y qué puede solicitarnos',
      body: `${ENGLISH_GOVERNS_NOTICE}

Cargo Connects es un mercado que conecta a embarcadores con transportistas para el transporte de carga entre Estados Unidos y México. Este aviso explica qué información tratamos cuando su empresa usa la aplicación web para clientes y la API de Cargo Connects, para qué la usamos, con quién la compartimos y durante cuánto tiempo la conservamos. Se aplica al usuario principal de una cuenta de empresa y a cada subusuario que el usuario principal agregue.

## Qué información recabamos

- **Datos de la empresa:** el nombre de la empresa y las referencias comerciales que proporciona al registrarse (el nombre de la empresa, el nombre de contacto, el correo electrónico y el teléfono de cada referencia).
- **Contactos:** el nombre, el teléfono y el correo electrónico del usuario principal y de cada subusuario, y una foto de perfil si la carga. Las contraseñas se guardan únicamente como un hash unidireccional con sal; nadie en Cargo Connects puede leerlas.
- **Direcciones:** las direcciones de recolección y de entrega de su libreta de direcciones, con el nombre del edificio, el código postal, la ubicación y el nombre y el teléfono del contacto en sitio de cada una.
- **Órdenes:** todo lo que contiene una solicitud de servicio: el tipo de servicio, el puerto de cruce, el tipo de transporte y la modalidad, el remolque, los requisitos especiales, el equipo de sujeción, el horario, su propia referencia, el precio, el estatus de la orden, los números de entrada, los documentos y las fotos cargados, y la calificación que otorgue.
- **Pagos:** la confirmación de pago y la referencia de la transacción que nos devuelve nuestro proveedor de pagos, y el monto cobrado. **Nunca recibimos ni guardamos números de tarjeta ni códigos de seguridad;** usted los ingresa directamente con el proveedor de pagos, que nos devuelve un token y una confirmación.
- **Registros de inicio de sesión y de seguridad:** cuándo, desde qué dirección IP y con qué navegador se inició cada sesión, los códigos de verificación de un solo uso (guardados únicamente como hashes con clave) y los contadores de intentos fallidos que usamos para impedir que se adivinen contraseñas.
- **Tokens de dispositivo:** si permite las notificaciones, el token push de su navegador, para avisarle cuando una orden cambie.
- **Mensajes:** lo que nos envía mediante el [formulario de contacto](/contact-us), con su nombre, correo electrónico, empresa y teléfono si los proporciona.

## Para qué la usamos

- Para crear y administrar la cuenta de su empresa, confirmar su correo electrónico y permitir que nuestro equipo verifique su empresa antes de que pueda reservar.
- Para cotizar, reservar y llevar a cabo los servicios que solicita: encontrar un transportista, compartir la orden con él, seguir su avance y mostrarle su estatus.
- Para cobrar cada orden exactamente una vez y conservar los registros que exigen las normas contables, fiscales y aduaneras.
- Para enviarle los correos electrónicos y las notificaciones de los que depende el servicio: códigos de verificación, códigos de recuperación de contraseña y actualizaciones de sus órdenes.
- Para mantener la seguridad de la plataforma: detectar abusos, limitar los intentos repetidos de inicio de sesión e investigar problemas.
- Para responder sus preguntas y mejorar el servicio. No vendemos su información ni la usamos para publicidad de terceros.

## Con quién la compartimos

- **El transportista asignado a su orden** recibe lo que necesita para llevarla a cabo: las direcciones de recolección y de entrega, los nombres y teléfonos de los contactos en sitio, el horario, los detalles de la carga y del remolque, los requisitos especiales y su referencia. Los transportistas solo pueden usar esta información para esa orden.
- **Nuestro proveedor de pagos** procesa el pago con su tarjeta conforme a su propio aviso de privacidad.
- **Proveedores de servicios** que alojan nuestros servidores, entregan nuestros correos electrónicos y envían las notificaciones push, mediante contratos que les permiten usar los datos únicamente para prestarnos ese servicio.
- **Autoridades**, como las aduanas, las autoridades fiscales o las encargadas de hacer cumplir la ley en Estados Unidos o en México, cuando la ley lo exija o cuando sea necesario para que un envío cruce la frontera.

Como nuestro servicio es transfronterizo, su información se trata tanto en Estados Unidos como en México.

## Cuánto tiempo la conservamos

- Datos de la cuenta y de la empresa: mientras la cuenta esté abierta y hasta 90 días después de su cierre.
- Órdenes, registros de pago y sus documentos: durante el tiempo que exija la legislación fiscal, contable y aduanera (en la mayoría de los casos, de cinco a siete años después de completarse la orden).
- Sesiones: hasta que vencen (como máximo 30 días después del último inicio de sesión o renovación) más un día; códigos de verificación y contadores de intentos fallidos: como máximo un día.
- Mensajes del formulario de contacto: hasta 12 meses.
- Los subusuarios eliminados se borran de inmediato y sus sesiones terminan en ese momento; las órdenes que realizaron permanecen con la empresa.

## Cookies y almacenamiento del navegador

La aplicación web usa únicamente las cookies que necesita para funcionar. No usamos cookies publicitarias ni de rastreo de terceros.

- **token:** su token de acceso de corta duración (válido por 15 minutos), que se envía con cada solicitud para que la API sepa que es usted.
- **refreshToken:** renueva el token de acceso mientras usted sigue trabajando; se reemplaza cada vez que se usa y deja de funcionar cuando cierra sesión.
- **service:** recuerda el servicio que está solicitando mientras pasa de un paso a otro.
- **i18n_redirected:** recuerda durante un año el idioma de la aplicación (inglés o español).

Las cookies token, refreshToken y service se eliminan cuando cierra sesión. El borrador de una solicitud de servicio que no ha terminado se guarda en el almacenamiento local de su navegador, para que no se pierda si vuelve a cargar la página.

## Sus derechos

Usted puede consultar y corregir por su cuenta la mayor parte de su información en la [página de perfil](/edit-profile), y el usuario principal puede actualizar o eliminar subusuarios en cualquier momento. También puede solicitarnos:

- una copia de la información personal que tenemos sobre usted;
- la corrección de la información que sea incorrecta o esté incompleta;
- la eliminación de su información o el cierre de su cuenta, salvo lo que debamos conservar por ley;
- que dejemos de usar su información para una finalidad específica.

En México, estos son sus derechos ARCO (acceso, rectificación, cancelación y oposición); los residentes de los estados de EE. UU. que tienen leyes de privacidad cuentan con derechos equivalentes. Respondemos cada solicitud en un plazo de 20 días hábiles y podemos pedirle primero que confirme su identidad.

## Seguridad

Las conexiones con Cargo Connects están cifradas, las contraseñas se guardan como hashes, las sesiones se pueden revocar y, dentro de nuestra empresa, el acceso a los datos de los clientes se limita a las personas que lo necesitan. Si nos enteramos de una vulneración de seguridad que afecte su información, se lo informaremos sin demora injustificada.

## Contacto

Escriba a [privacy@cargoconnects.example](mailto:privacy@cargoconnects.example) para cualquier pregunta o solicitud sobre su privacidad, o use el [formulario de contacto](/contact-us). Cuando modifiquemos este aviso, actualizaremos esta página y, en caso de cambios importantes, se lo informaremos por correo electrónico al usuario principal de cada cuenta antes de que entren en vigor.`,
    },
    {
      slug: TERMS_SLUG,
      title: 'Términos y condiciones',
      subTitle: 'El acuerdo entre su empresa y Cargo Connects cuando reserva transporte de carga con nosotros',
      body: `${ENGLISH_GOVERNS_NOTICE}

Estos términos se aplican a toda empresa que se registre en Cargo Connects y a toda persona que use la aplicación web para clientes en su nombre. Al crear una cuenta o reservar un servicio, usted los acepta en nombre de su empresa. Léalos junto con nuestro [aviso de privacidad](/privacy-policy-cargo-connects).

## Cuentas y verificación

- Una cuenta pertenece a una empresa. La persona que la registra es el **usuario principal** y puede agregar **subusuarios**, que actúan en nombre de la misma empresa y ven sus órdenes.
- El usuario principal es responsable de todo lo que se haga con la cuenta de la empresa, incluido lo que hagan sus subusuarios, y debe eliminar a cualquier subusuario que ya no deba tener acceso.
- La información que proporcione al registrarse, incluidas las referencias comerciales, debe ser verdadera y mantenerse actualizada.
- Debe confirmar su correo electrónico con el código que le enviamos. Después, nuestro equipo revisa la empresa; **mientras Cargo Connects no verifique a la empresa, esta no podrá solicitar servicios.** Podemos negar o retirar la verificación si la información es falsa o si se hace mal uso de la cuenta.
- Mantenga en secreto sus contraseñas. Avísenos de inmediato mediante el [formulario de contacto](/contact-us) si cree que alguien más ha usado su cuenta.

## Reservación de un servicio

- Una reservación se realiza al completar una solicitud de servicio: el tipo de servicio, el puerto o puente de cruce, el tipo de transporte y la modalidad, el remolque, los requisitos especiales y el equipo de sujeción, el horario y las direcciones de recolección y de entrega.
- Usted es responsable de la exactitud de la solicitud: las direcciones, los contactos en sitio, la descripción de la carga y las referencias que proporcione. Un transportista puede rechazar una carga que no corresponda a la solicitud.
- El envío debe poder transportarse, importarse o exportarse legalmente, y usted debe proporcionar los documentos comerciales y aduaneros que requiera, incluido el número de entrada cuando se le solicite.
- Su reservación queda confirmada cuando se captura su pago. Cada orden tiene un número que empieza con CC.

## Precios

- **Cargo Connects calcula el precio antes de que usted pague** y lo muestra en el resumen de su solicitud. Se calcula a partir del tipo de servicio, el tipo de transporte y la modalidad, el equipo de sujeción y los requisitos especiales que seleccione, y las zonas de sus direcciones de recolección y de entrega.
- El monto que se cobra es el precio que se muestra en el resumen. Si la solicitud cambia, el precio se calcula y se muestra de nuevo antes de cualquier pago.
- Los precios incluyen el transporte del transportista entre las direcciones de la orden. No se incluyen el tiempo de espera, el almacenaje, las inspecciones que ordene una autoridad, los aranceles, los impuestos ni otros cargos ajenos a la orden, salvo que el resumen indique lo contrario.

## Pago

- El pago se realiza con tarjeta a través de nuestro proveedor de pagos al finalizar la solicitud. Nunca vemos ni guardamos los datos de su tarjeta.
- El pago se captura una sola vez, por el precio mostrado. Si un intento de pago falla o se interrumpe, intentarlo de nuevo nunca le cobra dos veces la misma orden.
- Las facturas y los recibos se emiten a nombre de la empresa de la cuenta.

## Cancelaciones

- Puede cancelar una orden desde su página mientras su estatus sea **${said('NewAssignments')}** o **${said('Pending')}** (el servicio no ha comenzado).
- Cuando la orden está **${said('InProgress')}** ya no se puede cancelar en la aplicación; contáctenos y le ayudaremos con lo que aún sea posible.
- Cuando una orden se cancela mientras su estatus es ${said('NewAssignments')} o ${said('Pending')}, el monto capturado se reembolsa al método de pago original. El tiempo que tarde en reflejarse el reembolso depende del emisor de su tarjeta.
- Cargo Connects puede cancelar una orden que no pueda llevarse a cabo de forma segura o legal, o para la que no se encuentre transportista; en ese caso, usted recibe un reembolso total.

## Transportistas

- El transporte lo realizan transportistas independientes que cumplen los requisitos de Cargo Connects en materia de autorización para operar, seguros y equipo. Cargo Connects coordina el servicio y le da seguimiento; el transportista es responsable del transporte en sí, del operador y del vehículo, y de la carga desde la recolección hasta la entrega.
- Las reclamaciones por pérdida o daño de la carga se atienden conforme a la responsabilidad y el seguro del transportista y a la ley aplicable al transporte. Reporte cualquier pérdida o daño al momento de la entrega y mediante el [formulario de contacto](/contact-us) dentro de los 7 días siguientes; le ayudaremos a presentar la reclamación y a darle seguimiento.

## Calificaciones y contenido

Una vez completada una orden, puede calificarla. Las calificaciones, los documentos y las fotos que cargue deben ser veraces y no deben infringir los derechos de nadie. Podemos usar datos anónimos de las calificaciones para evaluar a los transportistas.

## Responsabilidad

- Cargo Connects opera el mercado con el cuidado y la pericia razonables, pero no puede garantizar que esté siempre disponible o libre de errores, ni que se encuentre un transportista para cada solicitud.
- En la medida en que la ley lo permita, la responsabilidad total de Cargo Connects por cualquier orden se limita al monto pagado por esa orden, y Cargo Connects no es responsable de pérdidas indirectas, como el lucro cesante, la pérdida de negocios o los retrasos causados por la aduana, el clima, el cierre de la frontera u otros hechos fuera de su control.
- Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse conforme a la ley.

## Suspensión y cierre de la cuenta

Puede cerrar su cuenta en cualquier momento comunicándose con nosotros; antes, las órdenes en curso se completan o se cancelan. Podemos suspender o cerrar una cuenta que incumpla estos términos, después de explicarle el motivo al usuario principal, salvo que la ley o la seguridad nos obliguen a actuar de inmediato.

## Cambios y términos aplicables

- Podemos actualizar estos términos. La versión publicada en esta página se aplica a las reservaciones realizadas después de su publicación; los cambios importantes se comunican por correo electrónico al usuario principal de cada cuenta antes de que entren en vigor.
- Estos términos, junto con cualquier contrato por escrito firmado entre su empresa y Cargo Connects, constituyen el acuerdo completo sobre el uso del servicio. Cuando un contrato firmado difiera de estos términos, prevalecerá el contrato firmado.
- Si un tribunal determina que alguna parte de estos términos no es exigible, el resto seguirá vigente.
- Para preguntas sobre estos términos, use el [formulario de contacto](/contact-us).`,
    },
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
