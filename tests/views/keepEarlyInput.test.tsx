import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput } from '../../src/views/keepEarlyInput';

// A prerendered form typed into before it hydrates: the text must reach the form's state. The
// oracle is what the form sends, read from its own state by its own submit handler.

function Form({ onSend }: { onSend: (sent: { email: string; note: string; terms: boolean }) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [terms, setTerms] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend({ email, note, terms });
      }}
    >
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <input aria-label="Terms" type="checkbox" checked={terms} onChange={(e) => setTerms(e.currentTarget.checked)} />
      <button type="submit">Send</button>
    </form>
  );
}

const sentBy = async (root: HTMLElement) => {
  let sent: unknown;
  await act(async () => {
    hydrateRoot(root, <Form onSend={(s) => (sent = s)} />);
  });
  return {
    submit: async () => {
      await act(async () => root.querySelector('button')!.click());
      return sent;
    },
  };
};

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form onSend={() => {}} />);
  document.body.append(root);
  return root;
}

const field = <T extends Element>(root: HTMLElement, label: string) => root.querySelector<T>(`[aria-label="${label}"]`)!;

/** The browser's own typing: the value changes, then `input` fires (before React listens, nothing answers). */
function typeInto(el: HTMLInputElement | HTMLTextAreaElement, text: string) {
  el.value = text;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepEarlyInput', () => {
  it('without it, React hydrates over typed text and the form sends nothing (the defect it mends)', async () => {
    const root = prerendered();
    typeInto(field(root, 'Email'), 'ana@example.com');
    const form = await sentBy(root);
    expect(await form.submit()).toEqual({ email: '', note: '', terms: false });
  });

  it('text typed before this script ran and while the page hydrates reaches the form', async () => {
    const root = prerendered();
    // Before main.tsx ran: only the DOM knows.
    typeInto(field(root, 'Email'), 'ana@example.com');
    const restore = keepEarlyInput(root);
    // After it ran, before the page's code came.
    typeInto(field(root, 'Note'), 'Three loads a week');
    field<HTMLInputElement>(root, 'Terms').checked = true;
    field(root, 'Terms').dispatchEvent(new Event('change', { bubbles: true }));
    const form = await sentBy(root);
    await act(async () => restore());
    expect(await form.submit()).toEqual({ email: 'ana@example.com', note: 'Three loads a week', terms: true });
    expect(field<HTMLInputElement>(root, 'Email').value).toBe('ana@example.com');
  });

  it('leaves untouched fields as the page drew them and forgets once restored', async () => {
    const root = prerendered();
    const restore = keepEarlyInput(root);
    const form = await sentBy(root);
    await act(async () => restore());
    expect(await form.submit()).toEqual({ email: '', note: '', terms: false });
    // Later typing is the form's own business: a second restore does not bring old text back.
    typeInto(field(root, 'Email'), 'x@example.com');
    await act(async () => restore());
    expect(field<HTMLInputElement>(root, 'Email').value).toBe('x@example.com');
  });

  it('a form sent before its code came is sent once the page is up, with what was typed', async () => {
    const root = prerendered();
    const restore = keepEarlyInput(root);
    typeInto(field(root, 'Email'), 'ana@example.com');
    // Nothing listens yet: the browser's own submit (a dialog form's, going nowhere).
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const sends: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Form onSend={(s) => sends.push(s)} />);
    });
    expect(sends).toEqual([]);
    await act(async () => restore());
    expect(sends).toEqual([{ email: 'ana@example.com', note: '', terms: false }]);
  });

  it('a form the page already handled is not sent again', async () => {
    const root = prerendered();
    const restore = keepEarlyInput(root);
    const sends: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Form onSend={(s) => sends.push(s)} />);
    });
    await act(async () => root.querySelector('button')!.click());
    await act(async () => restore());
    expect(sends).toHaveLength(1);
  });
});
