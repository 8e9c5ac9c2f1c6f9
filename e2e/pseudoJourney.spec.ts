import { journeyTests } from './journey/journeyTests';
import { editProfileBrowserModel } from './machinePaths/editProfileBrowserModel';
import { loginBrowserModel } from './machinePaths/loginBrowserModel';
import { notificationsBrowserModel } from './machinePaths/notificationsBrowserModel';
import { replayEveryPath } from './machinePaths/replayEveryPath';
import { serviceRequestBrowserModel } from './machinePaths/serviceRequestBrowserModel';
import { sessionBrowserModel } from './machinePaths/sessionBrowserModel';
import { inPseudo } from './support/language';

// The pseudo-language run of the journeys and the machines' paths (issue: no customer-visible text
// outside the catalogs): after every step, a word of plain letters on the page that is not data
// fails the test (e2e/support/pseudoWords.ts), and every oracle reads the catalog's accented words.
// Here the journey model's paths and each machine's words sample (every screen and refusal); every
// path of every machine: `E2E_LOCALE=en-XA npx playwright test e2e/journey.spec.ts e2e/machinePaths.spec.ts`.
inPseudo('[en-XA]', () => {
  journeyTests();
  replayEveryPath(loginBrowserModel, { sample: 'words' });
  replayEveryPath(editProfileBrowserModel, { sample: 'words' });
  replayEveryPath(sessionBrowserModel, { sample: 'words' });
  replayEveryPath(notificationsBrowserModel, { sample: 'words' });
  replayEveryPath(serviceRequestBrowserModel, { sample: 'words' });
});
