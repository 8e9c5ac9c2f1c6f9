// Events said as a product owner would say them: "Profile loaded", not
// `xstate.done.actor.loadProfile`. A transition's own description wins over all of this
// (actorRegistry gives it first); these sentences are for events no description names.

/** 'loadProfile' → ['load', 'profile']; 'credentials.submitted' → ['credentials', 'submitted']. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s._-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const capitalise = (text: string): string => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

// Verbs the app's actors start with, and how they read once done.
const DONE: Readonly<Record<string, string>> = {
  load: 'loaded',
  fetch: 'loaded',
  get: 'loaded',
  read: 'read',
  check: 'checked',
  verify: 'verified',
  validate: 'checked',
  save: 'saved',
  store: 'saved',
  create: 'created',
  place: 'placed',
  submit: 'sent',
  send: 'sent',
  resend: 'sent again',
  update: 'updated',
  delete: 'deleted',
  remove: 'removed',
  cancel: 'cancelled',
  pay: 'paid',
  capture: 'captured',
  calculate: 'calculated',
  compute: 'calculated',
  quote: 'quoted',
  refresh: 'refreshed',
  restore: 'restored',
  register: 'registered',
  upload: 'uploaded',
  rate: 'rated',
  mark: 'marked',
  reset: 'reset',
  change: 'changed',
  search: 'searched',
  find: 'found',
  list: 'listed',
  watch: 'watched',
  subscribe: 'subscribed',
};
// Verbs whose object is a particle: logIn → "Logged in".
const PHRASAL: Readonly<Record<string, string>> = { log: 'logged', sign: 'signed', set: 'set', look: 'looked' };
const PARTICLES = new Set(['in', 'out', 'up']);

/** What an invoked actor named `name` did once it answered: 'loadProfile' → 'Profile loaded'. */
export function doneSentence(name: string): string {
  const [verb, ...rest] = wordsOf(name);
  if (verb === undefined) return 'Finished';
  if (PHRASAL[verb] && rest.length > 0 && PARTICLES.has(rest[0]!)) return capitalise([PHRASAL[verb], ...rest].join(' '));
  const past = DONE[verb];
  if (past && rest.length > 0) return capitalise(`${rest.join(' ')} ${past}`);
  if (past) return capitalise(past);
  return capitalise(`${[verb, ...rest].join(' ')} finished`);
}

/** What failed: 'loadProfile' → 'Loading profile failed'. */
export function errorSentence(name: string): string {
  const [verb, ...rest] = wordsOf(name);
  if (verb === undefined) return 'Failed';
  const ing = verb.endsWith('e') && !verb.endsWith('ee') ? `${verb.slice(0, -1)}ing` : /^[a-z]+[^aeiou][aeiou][bdgmnpt]$/.test(verb) && verb.length <= 4 ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
  return capitalise(`${[ing, ...rest].join(' ')} failed`);
}

/**
 * An event type as a sentence. Built-in XState events say what happened (an invoked call
 * answered, time passed); the app's own `noun.verb` events read as words ('Credentials submitted').
 */
export function eventSentence(type: string): string {
  if (type === 'xstate.init') return 'Started';
  if (type === 'xstate.stop') return 'Stopped';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (m) return doneSentence(m[1]!);
  m = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (m) return errorSentence(m[1]!);
  m = /^xstate\.after\.([^.]+)\./.exec(type);
  if (m) {
    const ms = Number(m[1]);
    if (!Number.isFinite(ms)) return `Waited (${m[1]})`;
    return ms >= 1000 ? `${ms / 1000} s passed` : `${ms} ms passed`;
  }
  if (type.startsWith('xstate.done.state.')) return 'Step finished';
  m = /^xstate\.snapshot\.(.+)$/.exec(type);
  if (m) return capitalise(`${wordsOf(m[1]!).join(' ')} changed`);
  return capitalise(wordsOf(type).join(' ')) || type;
}

/** A value in one short line for tables: strings as they are, the rest as compact JSON. */
export function shortValue(value: unknown, max = 90): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max - 1)}…` : value;
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
