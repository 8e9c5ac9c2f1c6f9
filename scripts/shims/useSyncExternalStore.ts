// React 19 has useSyncExternalStore: wouter and @xstate/react import the shim package, whose
// fallback for older React is code every page would load for nothing (vite.config.ts aliases it here).
export { useSyncExternalStore } from 'react';
