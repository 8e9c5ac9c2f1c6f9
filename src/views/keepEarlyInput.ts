/**
 * What a customer types into a prerendered page before its code has hydrated it stays typed, and
 * reaches the form's state.
 *
 * React hydrates a controlled input without reading the DOM: the text stays on screen while the
 * form's state is still empty, so the next render (or a submit) wipes it. Text-like fields,
 * textareas and check boxes changed before then are remembered (their value against the HTML's
 * default, and every change until the page is up), and once the page has hydrated each is set again
 * the way a customer's own typing arrives: the native value setter and an `input` event, which
 * React turns into the field's onChange. A form sent before then is sent again, once. Nothing here
 * knows a form; every prerendered form is covered.
 *
 * Returns `restore`, to call once the page has hydrated (main.tsx: the first page shown).
 */
export function keepEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string | boolean>();
  const fields = () => [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  // Where each field was among the page's fields: the same place once a part is drawn again.
  const places = new Map<HTMLInputElement | HTMLTextAreaElement, number>();
  const remember = (el: EventTarget | null) => {
    if (!(isCheckable(el) || isTextual(el))) return;
    typed.set(el, isCheckable(el) ? el.checked : el.value);
    if (!places.has(el)) places.set(el, fields().indexOf(el));
  };
  // Typed before this script ran: the value differs from the one in the HTML.
  for (const el of fields()) {
    if (isCheckable(el) ? el.checked !== el.defaultChecked : isTextual(el) && el.value !== el.defaultValue) remember(el);
  }
  // Typed from now until the page is up (capture: before any handler could stop it).
  const onInput = (event: Event) => remember(event.target);
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  // A form sent meanwhile that no handler took (its code had not come: it went nowhere, PageForm)
  // is sent again once the page is up, with what was typed. A handler that took it prevented its default.
  // Seen first (capture, added before React's), judged once the event is over: React stops an event
  // aimed at a part it could not hydrate yet, so it never reaches the document.
  let sent: HTMLFormElement | undefined;
  let sentIndex = 0;
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement)
      queueMicrotask(() => {
        if (event.defaultPrevented) return;
        sent = form;
        sentIndex = [...root.querySelectorAll('form')].indexOf(form);
      });
  };
  root.addEventListener('submit', onSubmit, true);

  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    root.removeEventListener('submit', onSubmit, true);
    for (const [early, value] of typed) {
      // A part React could not hydrate (it would have drawn something else) is drawn again: the
      // field at the same place, of the same kind, is a new element.
      const again = early.isConnected ? early : fields()[places.get(early) ?? -1];
      const el = again !== undefined && again.type === early.type ? again : undefined;
      if (el === undefined) continue;
      if (typeof value === 'boolean') {
        // A click is how a check box's or radio's change reaches React (a radio is unchecked by another's click).
        if (el instanceof HTMLInputElement && el.checked !== value && (value || el.type === 'checkbox')) el.click();
      } else setTypedValue(el, value);
    }
    typed.clear();
    const form = sent?.isConnected ? sent : sent !== undefined ? root.querySelectorAll('form')[sentIndex] : undefined;
    form?.requestSubmit();
    sent = undefined;
  };
}

const UNTYPED = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

function isCheckable(el: EventTarget | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
}

function isTextual(el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !UNTYPED.has(el.type) && !el.readOnly);
}

/**
 * Sets a field's text so that React sees a change even when the text on screen is already the
 * typed one: React remembers the last value it saw through the element's own `value` setter, so
 * that one is emptied first and the prototype's setter (which React does not watch) puts the text.
 */
function setTypedValue(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (nativeSetter === undefined) return;
  el.value = value === '' ? ' ' : '';
  nativeSetter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
