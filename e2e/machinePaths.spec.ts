import { inPseudo, inSpanish } from './support/language';
import { editProfileBrowserModel } from './machinePaths/editProfileBrowserModel';
import { loginBrowserModel } from './machinePaths/loginBrowserModel';
import { notificationsBrowserModel } from './machinePaths/notificationsBrowserModel';
import { replayEveryPath } from './machinePaths/replayEveryPath';
import { serviceRequestBrowserModel } from './machinePaths/serviceRequestBrowserModel';
import { sessionBrowserModel } from './machinePaths/sessionBrowserModel';

// The machines' own generated paths, replayed in Chromium against the real server
// (e2e/machinePaths/replayEveryPath.ts). E2E_LOCALE=es replays them all in Spanish:
// `E2E_LOCALE=es npx playwright test e2e/machinePaths.spec.ts` (npm test replays some of them in
// Spanish in e2e/spanishJourney.spec.ts).
function replayAll(): void {
  replayEveryPath(loginBrowserModel);
  replayEveryPath(editProfileBrowserModel);
  replayEveryPath(sessionBrowserModel);
  replayEveryPath(notificationsBrowserModel);
  replayEveryPath(serviceRequestBrowserModel);
}

if (process.env.E2E_LOCALE === 'es') inSpanish('[es]', replayAll);
else if (process.env.E2E_LOCALE === 'en-XA') inPseudo('[en-XA]', replayAll);
else replayAll();
