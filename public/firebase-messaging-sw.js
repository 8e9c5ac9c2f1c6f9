/* Firebase Cloud Messaging, background half. Registered by src/services/firebasePush.ts only when
   the build configures Firebase; the public web-app settings arrive in this script's query string
   (a service worker cannot read the app's build-time config). Version pinned to package.json's firebase. */
/* global firebase, importScripts, clients */
importScripts(
  'https://www.gstatic.com/firebasejs/12.19.0/firebase-app-compat.js',
  'https://www.gstatic.com/firebasejs/12.19.0/firebase-messaging-compat.js',
);

const settings = new URL(self.location.href).searchParams;
firebase.initializeApp({
  apiKey: settings.get('apiKey'),
  projectId: settings.get('projectId'),
  messagingSenderId: settings.get('messagingSenderId'),
  appId: settings.get('appId'),
});

const orderPath = (redirectId) => (redirectId ? `/my-orders/service/${encodeURIComponent(redirectId)}` : '/settings/notifications');

// A data-only message while no app tab is in front: show it, so the customer hears about the order.
firebase.messaging().onBackgroundMessage((payload) => {
  if (payload.notification) return; // Firebase shows notification messages itself.
  const data = payload.data || {};
  if (data.type !== 'NEW_NOTIFICATION') return;
  return self.registration.showNotification(data.title || 'Cargo Connects', {
    body: data.body || 'You have a new notification about your orders.',
    icon: '/favicon.svg',
    tag: data.redirectId || 'cargo-connects',
    data: { path: orderPath(data.redirectId) },
  });
});

// This worker controls no page (its own scope), so it cannot steer an open tab: it opens the order.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data && event.notification.data.path) || '/settings/notifications';
  event.waitUntil(clients.openWindow(path));
});
