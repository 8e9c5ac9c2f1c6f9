/**
 * Rules of spec-rules.md that no machine holds and no test of `npm run test:paths` verifies, with
 * the reason and the test that does check them: the paths report shows them as "out of scope" with
 * that reason instead of "not covered". A rule that an oracle verifies in the run (a machine's
 * paths, a browser replay, a schema/service/route-guard test through ruleIt) is reported verified
 * whatever this table says, so an entry here that the run verifies is stale: remove it. Every test
 * named here exists and makes that check; keep it so when a test moves.
 */
export const OUT_OF_SCOPE: Readonly<Record<string, string>> = {
  'layout.dashboard':
    "page layout, no machine's: checked in Chromium by e2e/shell.spec.ts (header, footer and the dashboard frame for a signed-in customer; the tint itself is not checked) and, with --browser, by the journey model's screens; that it needs a session is the route guard's [role.layouts-auth], verified by tests/machines/routeGuard.test.ts",
  'layout.default': 'page layout, no machine\'s: checked on the view by tests/views/headerAndDefaultLayout.test.tsx (a header and the page, no footer, no settings list)',
  'layout.landing':
    "page layout, no machine's: checked in Chromium by e2e/shell.spec.ts (the public nav's four links, Free Carrier Account, Free User Account, the footer) and, with --browser, by the journey model's screens",
  'layout.settings':
    "page layout, no machine's: checked in Chromium by e2e/shell.spec.ts (Notifications first, Logout last, How it works, the chat link) and e2e/publicSite.spec.ts (the server's pages by position) and, with --browser, by the journey model's screens",
  'header.logo':
    "a link in the header, no machine's: checked by tests/views/headerAndDefaultLayout.test.tsx (the signed-in header) and in Chromium by e2e/shell.spec.ts (the public header) and e2e/accessibility.spec.ts (the signed-in header on public pages)",
  'header.external-links': "links in the public header, no machine's: checked in Chromium by e2e/shell.spec.ts (Free Carrier Account to an https site, Free User Account to /register)",
  'footer.links': "links in the footer, no machine's: checked in Chromium by e2e/shell.spec.ts (the five links and both store badges) and e2e/publicSite.spec.ts (Newsroom, Blog and Careers reach their sections)",
  'header.default-avatar': "an image fallback in the header, no machine's: checked on the view by tests/views/headerAndDefaultLayout.test.tsx (absent, empty and unloadable profilePicture)",
  'err.unknown-middleware':
    "the original app's route-middleware failure: our route guard (src/machines/routeGuard.ts) is one function over the route table's access kinds, and tests/machines/routeGuard.test.ts decides every route under every session status, none of them the 'Unknown middleware' fallback (reached only by an access kind without a guard, which the types forbid)",
};
