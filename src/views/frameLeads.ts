/**
 * The lead paragraph a signed-in page shows under its heading, by path, drawn into its frame at build
 * time (src/prerender.tsx) while the session is checked: the page's largest text is then on screen
 * with the frame, not after the page's code and the session's answer. English, as the page says it;
 * its test holds the page to the same words.
 */
export const FRAME_LEADS: Readonly<Record<string, string>> = {
  // What the dashboard's banner says to every role (a Viewer's whole line; others read it after a line on booking).
  '/dashboard': "Follow your company's loads here from pickup to delivery.",
  '/my-orders': 'Every order of your company, by status. Open one to follow it, act on it or rate it.',
};
