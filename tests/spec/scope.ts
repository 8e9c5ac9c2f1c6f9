/**
 * Rules of spec-rules.md that no machine holds, with the reason: the generated paths cannot verify
 * them, and the paths report says so instead of "not covered". Anything else without an oracle is
 * "not covered" until an oracle in tests/spec/ asserts it.
 */
export const OUT_OF_SCOPE: Readonly<Record<string, string>> = {
  'layout.dashboard': 'page layout: static markup, checked by the browser tests (e2e/shell.spec.ts)',
  'layout.default': 'page layout: static markup, checked by the browser tests (e2e/shell.spec.ts)',
  'layout.landing': 'page layout: static markup, checked by the browser tests (e2e/shell.spec.ts)',
  'layout.settings': 'page layout: static markup, checked by the browser tests',
  'header.logo': 'a link in the header: static markup, checked by the browser tests',
  'header.external-links': 'links in the public header: static markup, checked by the browser tests',
  'footer.links': 'links in the footer: static markup, checked by the browser tests',
  'header.default-avatar': 'an image fallback in the header view: checked by the browser tests',
  'const.locale': 'a setting of the date library, no behaviour of a machine',
  'const.locale-cookie': 'a cookie lifetime, no behaviour of a machine',
  'const.prefetch-timeout': 'a browser idle callback setting, no behaviour of a machine',
  'const.generated-id': 'an id helper (tests/services/generatedId.test.ts), no behaviour of a machine',
  'err.unknown-middleware': "the original app's route-middleware failure: our route guard is one exhaustive function over the route table (tests/machines/routeGuard.test.ts), with no middleware that could be unknown",
  'err.chunk-reload': 'a guard around script loading outside any machine (tests/services/chunkReload.test.ts, e2e/shell.spec.ts)',
};
