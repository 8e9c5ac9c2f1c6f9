/**
 * A browser's cookie jar for spec oracles that must see what the machine's own actions do to the
 * cookies (spec §3 login.cookies: token, refreshToken and the service cookie). In Node there is no
 * `document`: a stand-in with the `document.cookie` getter and setter the browser has is installed
 * for the duration of `run`; under a DOM environment the real jar is used and emptied around it.
 */
export const SIGNED_IN_COOKIES: Readonly<Record<string, string>> = { token: 'jar-token', refreshToken: 'jar-refresh-token', service: '{"verifyByAdmin":true}' };

function parse(header: string): { name: string; value: string; gone: boolean } | null {
  const [pair, ...attributes] = header.split(';');
  const at = pair!.indexOf('=');
  if (at < 0) return null;
  const name = pair!.slice(0, at).trim();
  const value = pair!.slice(at + 1).trim();
  const expires = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('expires='));
  const maxAge = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('max-age='));
  const gone = (expires !== undefined && Date.parse(expires.slice('expires='.length)) <= Date.now()) || (maxAge !== undefined && Number(maxAge.slice('max-age='.length)) <= 0);
  return { name, value, gone };
}

/** Runs `run` in a jar holding `cookies`; returns the cookies left in it afterwards (name → value). */
export function cookiesAfter(cookies: Readonly<Record<string, string>>, run: () => void): Record<string, string> {
  const scope = globalThis as unknown as { document?: { cookie: string } };
  const own = scope.document === undefined;
  const jar = new Map<string, string>();
  if (own) {
    scope.document = {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(header: string) {
        const cookie = parse(header);
        if (!cookie) return;
        if (cookie.gone) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      },
    };
  }
  const clear = () => {
    for (const part of scope.document!.cookie.split(';')) {
      const name = part.split('=')[0]!.trim();
      if (name) scope.document!.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  };
  try {
    if (!own) clear();
    for (const [name, value] of Object.entries(cookies)) scope.document!.cookie = `${name}=${value}; path=/`;
    run();
    const left: Record<string, string> = {};
    for (const part of scope.document!.cookie.split(';')) {
      const at = part.indexOf('=');
      if (at > 0) left[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    }
    return left;
  } finally {
    if (own) delete scope.document;
    else clear();
  }
}
